import type { ChainAdapter, ConnectorInfo } from '../adapter/types.js';
import type { CaipNetwork } from '../caip/network.js';
import type { SignInProfile } from '../siwx/signInMessage.js';
import { adapterConformanceChecks, describeAdapterConformance, type AdapterConformanceOptions } from './conformance.js';

// A small adapter of a namespace core has no adapter for, written as an author would: the suite passes
// it, and each way of breaking what core relies on fails the check that guards it.
const ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const network: CaipNetwork = {
  id: '000000000933ea01ad0ee984209779ba',
  caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
  chainNamespace: 'bip122',
  name: 'Bitcoin Testnet',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1/unused'] } },
};
const WALLET: ConnectorInfo = { id: 'stand-in', name: 'Stand-in Wallet', type: 'INJECTED', chain: 'bip122' };

function standIn(change: (adapter: ChainAdapter) => void = () => undefined): ChainAdapter {
  let connected = false;
  const adapter: ChainAdapter = {
    namespace: 'bip122',
    rules: { label: 'Bitcoin', address: 'bc1[02-9ac-hj-np-z]{39,59}', sends: 'native', accountType: 'payment' },
    watchConnectors(onChange) {
      const timer = setTimeout(() => onChange([WALLET]), 5);
      return () => clearTimeout(timer);
    },
    async connect({ connectorId }) {
      if (connectorId !== WALLET.id) throw new Error(`No wallet "${connectorId}"`);
      connected = true;
      return { address: ADDRESS, chainId: network.id };
    },
    reconnect: async () => (connected ? { address: ADDRESS, chainId: network.id } : undefined),
    disconnect: async () => void (connected = false),
    switchNetwork: async () => undefined,
    async signMessage() {
      if (!connected) throw new Error('No wallet is connected');
      return 'signature';
    },
    async send() {
      if (!connected) throw new Error('No wallet is connected');
      return 'txid';
    },
    getBalance: async () => ({ balance: '0.5', symbol: 'BTC' }),
    getWalletProvider: async () => (connected ? { wallet: WALLET.id } : undefined),
    subscribe: () => () => undefined,
  };
  change(adapter);
  return adapter;
}

const options = (create: () => ChainAdapter): AdapterConformanceOptions => ({
  create,
  network,
  addresses: { valid: [ADDRESS], invalid: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 'bc1', ''] },
  wallet: { connectorId: WALLET.id, address: ADDRESS },
  discoveryMs: 200,
});

/** The message of the first check named with `name` that throws, for an adapter changed by `change`. */
async function failure(name: string, change: (adapter: ChainAdapter) => void): Promise<string> {
  const found = adapterConformanceChecks(options(() => standIn(change))).find((c) => c.name.startsWith(name));
  if (!found) throw new Error(`no check named ${name}`);
  return found.run().then(
    () => 'passed',
    (error: Error) => error.message,
  );
}

describeAdapterConformance({ describe, it }, 'a stand-in bip122 adapter', options(() => standIn()));

describe('the conformance suite', () => {
  it('refuses an address rule that refuses the namespace’s addresses, or takes other text', async () => {
    expect(await failure('its address rule', (a) => void ((a as { rules: object }).rules = { address: 'tb1[a-z0-9]{39,59}' }))).toBe(`The address rule refuses "${ADDRESS}".`);
    expect(await failure('its address rule', (a) => void ((a as { rules: object }).rules = { address: '.*' }))).toBe('The address rule takes "0x70997970C51812dc3A010C7d01b50e0d17dc79C8".');
  });

  it('refuses rules without a label, rules that are not a pattern, a send that is neither native nor tokens, or an account type SPEC 6 does not name', async () => {
    expect(await failure('declares its rules', (a) => void ((a as { rules: object }).rules = { address: 'x' }))).toBe('rules.label must name the namespace to a person (e.g. "Bitcoin").');
    expect(await failure('declares its rules', (a) => void ((a as { rules: object }).rules = { label: ' ', address: 'x' }))).toBe('rules.label must name the namespace to a person (e.g. "Bitcoin").');
    expect(await failure('declares its rules', (a) => void ((a as { rules: object }).rules = { label: 'Bitcoin', address: '(' }))).toMatch(/^rules.address is not a regular expression/);
    expect(await failure('declares its rules', (a) => void ((a as { rules: object }).rules = { label: 'Bitcoin', address: 'x', sends: 'nfts' }))).toBe(`rules.sends is "nfts", not 'native', 'tokens' or left out.`);
    expect(await failure('declares its rules', (a) => void ((a as { rules: object }).rules = { label: 'Bitcoin', address: 'x', accountType: 'taproot' }))).toBe('rules.accountType is "taproot", not one of eoa, smartAccount, payment, ordinal or left out.');
  });

  it("refuses a sign-in profile of another namespace, or one that refuses the network's reference", async () => {
    const withProfile = (signIn: SignInProfile) => (a: ChainAdapter) => void ((a as { rules: object }).rules = { ...a.rules, signIn });
    const bip122: SignInProfile = { namespace: 'bip122', accountLabel: 'Bitcoin', address: 'bc1[02-9ac-hj-np-z]{39,59}', reference: '[0-9a-f]{32}' };
    expect(await failure('its sign-in profile', withProfile(bip122))).toBe('passed');
    expect(await failure('its sign-in profile', withProfile({ ...bip122, namespace: 'eip155' }))).toBe('rules.signIn is a profile of "eip155", not of the adapter\'s namespace "bip122".');
    expect(await failure('its sign-in profile', withProfile({ ...bip122, accountLabel: '' }))).toBe('rules.signIn.accountLabel must name the account in the message\'s header (e.g. "Ethereum").');
    expect(await failure('its sign-in profile', withProfile({ ...bip122, address: '[' }))).toMatch(/^rules.signIn.address is not a regular expression/);
    expect(await failure('its sign-in profile', withProfile({ ...bip122, reference: '\\d+' }))).toBe(`rules.signIn.reference refuses the network's reference "${String(network.id)}".`);
  });

  it('refuses half a swap, a connector of another namespace, and a namespace CAIP-2 would not write', async () => {
    expect(await failure('offers swaps', (a) => (a.sendTransaction = async () => 'txid'))).toBe('sendTransaction and decodeApproval come together: core swaps only with both.');
    const elsewhere = (a: ChainAdapter) => (a.watchConnectors = (onChange) => (onChange([{ ...WALLET, chain: 'eip155' }]), () => undefined));
    expect(await failure('lists its wallets', elsewhere)).toBe('Connector "stand-in" is listed for "eip155", not the adapter\'s namespace "bip122".');
    expect(await failure('declares a CAIP-2 namespace', (a) => void ((a as { namespace: string }).namespace = 'Bitcoin'))).toBe('"Bitcoin" is not a CAIP-2 namespace (3 to 8 of a-z, 0-9 and -).');
  });

  it('takes a namespace no Latch package names: CAIP-2 leaves namespaces open', async () => {
    const tron: CaipNetwork = { ...network, id: 'mainnet', caipNetworkId: 'tron:mainnet', chainNamespace: 'tron' };
    const adapter = () => standIn((a) => void ((a as { namespace: string }).namespace = 'tron'));
    const declares = adapterConformanceChecks({ ...options(adapter), network: tron }).find((c) => c.name.startsWith('declares a CAIP-2 namespace'))!;
    await expect(declares.run()).resolves.toBeUndefined();
  });

  it('refuses an adapter that signs with no wallet connected, or connects on another chain', async () => {
    expect(await failure('asks no wallet', (a) => (a.signMessage = async () => 'signature'))).toBe('signMessage resolved with no wallet connected; it must reject.');
    expect(await failure('connects the wallet', (a) => (a.connect = async () => ({ address: ADDRESS, chainId: 'other' })))).toBe(
      `connect reported the chain "other", not the network's "${String(network.id)}".`,
    );
  });

  it('refuses a wallet that is never listed, within the time given', async () => {
    expect(await failure('lists its wallets', (a) => (a.watchConnectors = () => () => undefined))).toBe('The wallet "stand-in" was not listed within 200 ms.');
  });
});
