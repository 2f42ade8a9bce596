// The send form's rules (SPEC 4 and 5), once: the send itself, the form and its preview read them.
import { isValidAddress } from '../../caip/addressRule.js';
import type { CaipNetwork } from '../../caip/network.js';
import { servicesOn } from '../../api/serviceSupport.js';
import { TOKEN_BALANCE_DISPLAY_DECIMALS } from '../../constants.js';
import type { NamespaceRules } from '../../adapter/types.js';
import { insufficientBalance, invalidReceiver, onlyNative, sendAmountAndReceiverRequired, sendTokenRequired, unsupportedChain } from '../../errors/catalogue.js';
import { messageOf } from '../../errors/LatchError.js';
import type { Message } from '../../errors/message.js';
import { floorBalance } from '../../format/balance.js';
import { parseUnits } from '../../format/units.js';
import type { TokenBalance } from '../account/accountsSlice.js';
import type { SendState } from './sendSlice.js';

/** One key per token of a chain: its contract address, or `native`. */
export const tokenKey = (token: Pick<TokenBalance, 'address' | 'chainId'>) => `${token.chainId}/${token.address?.toLowerCase() ?? 'native'}`;

/** The base units of a decimal string; 0 when it is not a positive amount. */
function unitsOf(amount: string, decimals: number): bigint {
  try {
    return parseUnits(amount, decimals);
  } catch {
    return 0n;
  }
}

/** SPEC 9: a token balance is shown to 2 decimals, floored. */
const shownQuantity = (token: TokenBalance) => floorBalance(token.quantity.numeric, TOKEN_BALANCE_DISPLAY_DECIMALS);

/**
 * What the account can send on `network`: its token balances with a positive amount, the native
 * currency first. When the portfolio has no native entry (the API is off or still loading), the
 * adapter's own native balance stands in, with the network's image as its icon. Tokens only where the adapter sends them (Solana: the
 * native currency only, SPEC 4).
 */
export function sendableTokens(tokens: readonly TokenBalance[], nativeBalance: string | undefined, network: CaipNetwork | undefined, rules: NamespaceRules | undefined): TokenBalance[] {
  const list = [...tokens];
  if (network && nativeBalance !== undefined && !list.some((token) => !token.address)) {
    const { name, symbol, decimals } = network.nativeCurrency;
    list.unshift({ name, symbol, chainId: network.caipNetworkId, price: 0, quantity: { decimals: String(decimals), numeric: nativeBalance }, iconUrl: network.assets?.imageUrl ?? '' });
  }
  return list
    .filter((token) => unitsOf(token.quantity.numeric, Number(token.quantity.decimals)) > 0n)
    .filter((token) => rules?.sends === 'tokens' || !token.address)
    .sort((a, b) => Number(Boolean(a.address)) - Number(Boolean(b.address)));
}

/**
 * The token a send form starts on when none is picked: the native currency when the account holds
 * it, otherwise the only token it holds; none when it must choose among several.
 */
export function defaultSendToken(sendable: readonly TokenBalance[]): TokenBalance | undefined {
  return sendable.find((token) => !token.address) ?? (sendable.length === 1 ? sendable[0] : undefined);
}

/** What is wrong with `amount` of `token`: not a positive decimal, too many decimals, or more than the balance. */
export function amountProblem(amount: string | undefined, token: TokenBalance | undefined): Message | undefined {
  if (!amount?.trim() || !token) return undefined;
  const decimals = Number(token.quantity.decimals);
  let value: bigint;
  try {
    value = parseUnits(amount, decimals);
  } catch (error) {
    return messageOf(error);
  }
  return value > unitsOf(token.quantity.numeric, decimals) ? insufficientBalance(token.symbol, shownQuantity(token)) : undefined;
}

/** A registered name such as `alice.latch.id`: labels of letters, digits or hyphens joined by dots. */
const looksLikeName = (text: string) => /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(text) && !/^0x/i.test(text);

export const canResolveNames = (namespace: string) => servicesOn(namespace).names;

/** How the receiver field reads `text` on `namespace`, whose adapter declared `rules`: an address, a name to resolve, or not valid. */
export function receiverKind(text: string, namespace: string, rules: NamespaceRules | undefined): 'empty' | 'address' | 'name' | 'invalid' {
  const trimmed = text.trim();
  if (!trimmed) return 'empty';
  if (isValidAddress(trimmed, rules)) return 'address';
  if (canResolveNames(namespace) && looksLikeName(trimmed)) return 'name';
  return 'invalid';
}

/** Whether the namespace's adapter sends at all (SPEC 4: eip155 and solana do). */
export const canSend = (rules: NamespaceRules | undefined) => rules?.sends !== undefined;

/**
 * The first thing that stops the form from being sent (SPEC 5): the chain, then amount and
 * receiver, then the token; then the amount itself against the balance, then the receiver, which
 * must be an address of the namespace by now (a name is resolved to one first).
 */
export function sendFormProblem(
  { rules, network }: { rules: NamespaceRules | undefined; network: CaipNetwork | undefined },
  send: SendState,
  balanceOf: (token: TokenBalance) => TokenBalance = (t) => t,
): Message | undefined {
  if (!canSend(rules) || !network) return unsupportedChain;
  if (!send.sendTokenAmount?.trim() || !send.receiverAddress) return sendAmountAndReceiverRequired;
  if (!send.token) return sendTokenRequired;
  if (rules?.sends === 'native' && send.token.address) return onlyNative(network.nativeCurrency.symbol, network.name);
  return amountProblem(send.sendTokenAmount, balanceOf(send.token)) ?? (isValidAddress(send.receiverAddress.trim(), rules) ? undefined : invalidReceiver);
}
