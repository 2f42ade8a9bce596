// An example adapter for a namespace core has no adapter for: Bitcoin (CAIP-2 `bip122`), through
// wallets injected in the page. It is built on @latch/core's public interface alone: core and ui ask
// it what they need (`rules`: how the modal names the namespace, its addresses, what it sends, the
// account type it starts with), and no code of theirs names bip122 or keeps a list of namespaces.
import { ErrorMessages, formatUnits, isValidAddress, LatchError, LatchMessages, type AdapterEvent, type CaipNetwork, type ChainAdapter, type NamespaceRules } from '@latch/core';
import { injectedWallets } from './injectedWallets.js';
import { ask, type Bip122Provider } from './walletProtocol.js';

/**
 * Bech32 (bc1, tb1, bcrt1) and base58 (1, 3, m, n, 2) addresses: their characters and lengths, not their
 * checksums; sends of BTC alone; payment accounts (SPEC 6). No sign-in profile: no standard writes one yet.
 */
export const BIP122_RULES: NamespaceRules = { label: 'Bitcoin', address: '(bc1|tb1|bcrt1)[02-9ac-hj-np-z]{11,71}|[123mn][1-9A-HJ-NP-Za-km-z]{25,34}', sends: 'native', accountType: 'payment' };

const SATOSHI_DECIMALS = 8;
const USER_REJECTED = 4001;

/** A refusal by the person reads SPEC 8's "Signature declined"; anything else passes through. */
async function asked<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === USER_REJECTED) throw new LatchError(ErrorMessages.signatureDeclined, { cause: error });
    throw error;
  }
}

export function bip122Adapter(): ChainAdapter {
  const wallets = injectedWallets();
  let session: { wallet: Bip122Provider; address: string; chain: string } | undefined;

  const walletOf = (connectorId: string) => {
    const announced = wallets.get(connectorId);
    if (!announced) throw new LatchError(LatchMessages.walletUnavailable(connectorId));
    return announced.provider;
  };
  const connected = () => {
    if (!session) throw new LatchError(ErrorMessages.noConnectionControllerClient);
    return session;
  };
  const attach = async (wallet: Bip122Provider, accounts: string[]) => {
    const address = accounts[0]!;
    if (!isValidAddress(address, BIP122_RULES)) throw new LatchError(LatchMessages.walletReturnedNoAccount, { details: address });
    const chain = await ask(wallet, 'bip122_chain');
    session = { wallet, address, chain };
    return { address, chainId: chain };
  };

  return {
    namespace: 'bip122',
    rules: BIP122_RULES,
    watchConnectors: (onChange) => wallets.watch(onChange),
    async connect({ connectorId }) {
      const wallet = walletOf(connectorId);
      return attach(wallet, await asked(ask(wallet, 'bip122_requestAccounts')));
    },
    async reconnect({ connectorId }) {
      const wallet = wallets.get(connectorId)?.provider;
      const accounts = wallet ? await ask(wallet, 'bip122_accounts') : [];
      return wallet && accounts.length > 0 ? attach(wallet, accounts) : undefined;
    },
    async disconnect() {
      const wallet = session?.wallet;
      session = undefined;
      if (wallet) await ask(wallet, 'bip122_disconnect');
    },
    // These wallets stay on one chain: only a switch to it succeeds.
    async switchNetwork({ network }) {
      if (String(network.id) !== connected().chain) throw new LatchError(ErrorMessages.chainNotSupported, { details: network.caipNetworkId });
    },
    async signMessage({ message, address }) {
      const { wallet } = connected();
      return asked(ask(wallet, 'bip122_signMessage', { address, message }));
    },
    async send({ to, value, token, network }: { to: string; value: bigint; token?: string; network: CaipNetwork }) {
      const { wallet, address } = connected();
      if (token) throw new LatchError(LatchMessages.onlyNative(network.nativeCurrency.symbol, network.name));
      if (!isValidAddress(to, BIP122_RULES)) throw new LatchError(LatchMessages.invalidReceiver, { details: to });
      return asked(ask(wallet, 'bip122_sendTransfer', { from: address, to, amount: value.toString() }));
    },
    async getBalance({ address, network }) {
      const sats = await ask(connected().wallet, 'bip122_getBalance', { address });
      return { balance: formatUnits(BigInt(sats), SATOSHI_DECIMALS), symbol: network.nativeCurrency.symbol };
    },
    getWalletProvider: async () => session?.wallet,
    // These wallets report no account or chain changes of their own; a real one's events would be passed on here.
    subscribe: (_listener: (event: AdapterEvent) => void) => () => undefined,
  };
}
