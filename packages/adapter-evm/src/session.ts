// Loaded on demand, with the schemas it needs: the first connect, reconnect or discovery brings it in.
import type { AdapterEvent, CaipNetwork, ConnectResult } from '@latch/core';
import { LatchError, REQUEST_ABORTED, SIGNATURE_DECLINED, signedMessageSchema, transactionHashSchema, WALLET_INVALID_CHAIN_ID, WALLET_INVALID_SIGNATURE, WALLET_INVALID_TRANSACTION_HASH } from '@latch/core';
import { accountsSchema, parseChainId, type EIP1193Provider } from './eip1193.js';

/**
 * Asks a wallet for its accounts (eth_requestAccounts prompts, eth_accounts does not) and its chain.
 * Undefined when the wallet grants no account. `isLatest` is asked once the wallet answered, so an
 * attempt overtaken by a newer one never counts.
 */
export async function requestAccount(
  provider: EIP1193Provider,
  method: 'eth_requestAccounts' | 'eth_accounts',
  isLatest: () => boolean,
): Promise<ConnectResult | undefined> {
  const accounts = accountsSchema.safeParse(await provider.request({ method }));
  const [address] = accounts.success ? accounts.data : [];
  if (!address) return undefined;
  const chainId = parseChainId(await provider.request({ method: 'eth_chainId' }));
  if (chainId === undefined) throw new LatchError(WALLET_INVALID_CHAIN_ID);
  if (!isLatest()) throw new LatchError(REQUEST_ABORTED);
  return { address, chainId };
}

/** Forwards the wallet's events, validated, until the returned function detaches them. */
export function listenToWallet(provider: EIP1193Provider, emit: (event: AdapterEvent) => void, onDisconnect: () => void): () => void {
  const onAccounts = (accounts: unknown) => {
    const parsed = accountsSchema.safeParse(accounts);
    if (parsed.success) emit({ type: 'accountsChanged', accounts: parsed.data });
  };
  const onChain = (chainId: unknown) => {
    const parsed = parseChainId(chainId);
    if (parsed !== undefined) emit({ type: 'chainChanged', chainId: parsed });
  };
  const onWalletDisconnect = () => {
    onDisconnect();
    emit({ type: 'disconnect' });
  };
  const events = [
    ['accountsChanged', onAccounts],
    ['chainChanged', onChain],
    ['disconnect', onWalletDisconnect],
  ] as const;
  events.forEach(([event, handler]) => provider.on?.(event, handler));
  return () => events.forEach(([event, handler]) => provider.removeListener?.(event, handler));
}

const USER_REJECTED = 4001;

const toHex = (text: string) => `0x${[...new TextEncoder().encode(text)].map((b) => b.toString(16).padStart(2, '0')).join('')}`;

/** EIP-191 personal_sign. A refusal (EIP-1193 code 4001) is "Signature declined"; the answer must look like a signature (SPEC 5). */
export async function signPersonal(provider: EIP1193Provider, message: string, address: string): Promise<string> {
  let signature: unknown;
  try {
    signature = await provider.request({ method: 'personal_sign', params: [toHex(message), address] });
  } catch (error) {
    if ((error as { code?: unknown })?.code === USER_REJECTED) throw new LatchError(SIGNATURE_DECLINED, { cause: error });
    throw error;
  }
  const parsed = signedMessageSchema.safeParse(signature);
  if (!parsed.success) throw new LatchError(WALLET_INVALID_SIGNATURE);
  return parsed.data;
}

const UNRECOGNIZED_CHAIN = 4902;

/** wallet_switchEthereumChain, and wallet_addEthereumChain first when the wallet does not know the chain (EIP-3326, EIP-3085). */
export async function switchChain(provider: EIP1193Provider, network: CaipNetwork): Promise<void> {
  const chainId = `0x${Number(network.id).toString(16)}`;
  const switchTo = () => provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] });
  try {
    await switchTo();
  } catch (error) {
    if ((error as { code?: unknown })?.code !== UNRECOGNIZED_CHAIN) throw error;
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId,
          chainName: network.name,
          nativeCurrency: network.nativeCurrency,
          rpcUrls: network.rpcUrls.default.http,
          ...(network.blockExplorers ? { blockExplorerUrls: [network.blockExplorers.default.url] } : {}),
        },
      ],
    });
    await switchTo();
  }
}

/** ERC-20 transfer(address,uint256) calldata. */
export function erc20TransferData(to: string, value: bigint): string {
  const word = (hex: string) => hex.padStart(64, '0');
  return `0xa9059cbb${word(to.replace(/^0x/, '').toLowerCase())}${word(value.toString(16))}`;
}

/** A transaction for the wallet's eth_sendTransaction: quantities in hex, as EIP-1193 wants them. */
export interface WalletTransaction {
  from: string;
  to: string;
  data?: string;
  value?: bigint;
  gas?: bigint;
}

const hex = (quantity: bigint) => `0x${quantity.toString(16)}`;

/**
 * Asks the wallet to send `transaction`, then waits for `confirm` (the receipt, read through the
 * adapter's RPC URLs). A refusal (4001) is "Signature declined"; a hash that is not one is refused.
 */
export async function sendThroughWallet(provider: EIP1193Provider, { from, to, data, value, gas }: WalletTransaction, confirm: (hash: string) => Promise<void>): Promise<string> {
  const transaction = { from, to, ...(data !== undefined && { data }), ...(value !== undefined && { value: hex(value) }), ...(gas !== undefined && { gas: hex(gas) }) };
  let hash: unknown;
  try {
    hash = await provider.request({ method: 'eth_sendTransaction', params: [transaction] });
  } catch (error) {
    if ((error as { code?: unknown })?.code === USER_REJECTED) throw new LatchError(SIGNATURE_DECLINED, { cause: error });
    throw error;
  }
  const parsed = transactionHashSchema.safeParse(hash);
  if (!parsed.success) throw new LatchError(WALLET_INVALID_TRANSACTION_HASH);
  await confirm(parsed.data);
  return parsed.data;
}

/** Sends native value, or an ERC-20 transfer when `token` is given. */
export const sendEvm = (provider: EIP1193Provider, { from, to, value, token }: { from: string; to: string; value: bigint; token?: string }, confirm: (hash: string) => Promise<void>) =>
  sendThroughWallet(provider, token ? { from, to: token, data: erc20TransferData(to, value) } : { from, to, value }, confirm);
