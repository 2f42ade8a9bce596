// The adapter authors' conformance suite (issue 19, point 3): what core relies on from any ChainAdapter,
// checked against a real adapter and a wallet it can reach. Each check throws an Error saying what is
// wrong, so it runs under any test runner; `describeAdapterConformance` registers them with one.
import { connect, disconnect } from '../actions/connection.js';
import { createAdapterContext } from '../adapter/adapterContext.js';
import { CONNECTOR_TYPES, type ChainAdapter, type ConnectorInfo } from '../adapter/types.js';
import { isValidAddress } from '../caip/addressRule.js';
import { isChainNamespace } from '../caip/namespaces.js';
import type { CaipNetwork } from '../caip/network.js';
import { systemClock } from '../clock/clock.js';
import { createLatch } from '../createLatch.js';
import { selectActiveAccount } from '../features/account/selectors.js';
import { PREFERRED_ACCOUNT_TYPES } from '../rules/accountTypes.js';
import { createStorage } from '../storage/storage.js';

export interface AdapterConformanceOptions {
  /** A fresh adapter for each check, configured to discover `wallet`. */
  create(): ChainAdapter;
  /** A network of the adapter's namespace that `wallet` is on. */
  network: CaipNetwork;
  /** Addresses of the namespace its declared rule must take, and text it must refuse (SPEC 5). */
  addresses: { valid: readonly string[]; invalid: readonly string[] };
  /** A wallet the adapter discovers (a stand-in in tests): its connector id and the account it grants this site. */
  wallet: { connectorId: string; address: string };
  /** How long discovery may take to list the wallet, in ms (default 5000). */
  discoveryMs?: number;
}

export interface ConformanceCheck {
  name: string;
  run(): Promise<void>;
}

/** What `describeAdapterConformance` needs of a test runner: Jest's, Vitest's or Mocha's `describe` and `it`. */
export interface ConformanceRunner {
  describe(name: string, body: () => void): void;
  it(name: string, body: () => Promise<void>, timeout?: number): void;
}

class ConformanceError extends Error {
  override name = 'ConformanceError';
}

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new ConformanceError(message);
}

/** `source` anchored whole, as core applies a declared pattern; a ConformanceError naming `what` when it is no regular expression. */
function pattern(source: unknown, what: string): RegExp {
  check(typeof source === 'string' && source !== '', `${what} must be a regular expression source.`);
  try {
    return new RegExp(`^(?:${source})$`);
  } catch (error) {
    throw new ConformanceError(`${what} is not a regular expression: ${(error as Error).message}`);
  }
}

const isPlainData = (value: unknown) => JSON.stringify(value) === JSON.stringify(JSON.parse(JSON.stringify(value)));

async function rejects(promise: Promise<unknown> | undefined, what: string) {
  try {
    await promise;
  } catch {
    return;
  }
  throw new ConformanceError(`${what} resolved with no wallet connected; it must reject.`);
}

/** Calls `read` until it gives a value or `ms` pass. */
async function waitFor<T>(read: () => T | undefined, ms: number, what: string): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    check(Date.now() < until, `${what} within ${ms} ms.`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function checkConnectors(connectors: readonly ConnectorInfo[], namespace: string) {
  const ids = new Set<string>();
  for (const connector of connectors) {
    check(typeof connector.id === 'string' && connector.id !== '', `A connector has no id: ${JSON.stringify(connector)}.`);
    check(!ids.has(connector.id), `Two connectors share the id "${connector.id}".`);
    ids.add(connector.id);
    check(typeof connector.name === 'string' && connector.name !== '', `Connector "${connector.id}" has no name.`);
    check(connector.chain === namespace, `Connector "${connector.id}" is listed for "${connector.chain}", not the adapter's namespace "${namespace}".`);
    check((CONNECTOR_TYPES as readonly string[]).includes(connector.type), `Connector "${connector.id}" has the type "${connector.type}", not one of ${CONNECTOR_TYPES.join(', ')}.`);
    check(isPlainData(connector), `Connector "${connector.id}" is not plain data (core keeps it in its state).`);
  }
}

/** The options, or a function giving them when the checks run (after a `beforeAll` started the chain and the wallet). */
export type ConformanceOptionsSource = AdapterConformanceOptions | (() => AdapterConformanceOptions);

/** The checks, each with a fresh adapter from `options.create`. */
export function adapterConformanceChecks(source: ConformanceOptionsSource): ConformanceCheck[] {
  return namedChecks.map(({ name, run }) => ({ name, run: () => run(typeof source === 'function' ? source() : source) }));
}

const initialised = (options: AdapterConformanceOptions) => {
  const adapter = options.create();
  adapter.init?.(createAdapterContext({ projectId: 'latch-conformance', clock: systemClock, networks: [options.network] }));
  return adapter;
};

/** Runs `body` with an initialised adapter watching its connectors (`listed()` is the latest list), then stops and releases it. */
async function watching(options: AdapterConformanceOptions, body: (adapter: ChainAdapter, listed: () => readonly ConnectorInfo[]) => Promise<void>) {
  const adapter = initialised(options);
  let latest: readonly ConnectorInfo[] = [];
  const stop = adapter.watchConnectors((connectors) => (latest = connectors));
  try {
    check(typeof stop === 'function', 'watchConnectors must return a stop function.');
    await body(adapter, () => latest);
  } finally {
    if (typeof stop === 'function') stop();
    adapter.destroy?.();
  }
}

/** The list once it has the wallet, within the discovery time. */
const walletListed = (options: AdapterConformanceOptions, listed: () => readonly ConnectorInfo[]) =>
  waitFor(() => (listed().some((c) => c.id === options.wallet.connectorId) ? listed() : undefined), options.discoveryMs ?? 5000, `The wallet "${options.wallet.connectorId}" was not listed`);

const namedChecks: { name: string; run(options: AdapterConformanceOptions): Promise<void> }[] = [
    {
      name: "declares a CAIP-2 namespace, the test network's",
      async run(options) {
        const { network } = options;
        const { namespace } = options.create();
        check(isChainNamespace(namespace), `"${namespace}" is not a CAIP-2 namespace (3 to 8 of a-z, 0-9 and -).`);
        check(network.chainNamespace === namespace, `The network ${network.caipNetworkId} is not of the adapter's namespace "${namespace}".`);
      },
    },
    {
      name: 'declares its rules as plain data: a label, an address pattern, what it sends, its account type',
      async run(options) {
        const { rules } = options.create();
        check(typeof rules?.label === 'string' && rules.label.trim() !== '', 'rules.label must name the namespace to a person (e.g. "Bitcoin").');
        pattern(rules.address, 'rules.address');
        check(rules.sends === undefined || rules.sends === 'native' || rules.sends === 'tokens', `rules.sends is "${String(rules.sends)}", not 'native', 'tokens' or left out.`);
        const accountTypes = PREFERRED_ACCOUNT_TYPES.join(', ');
        check(rules.accountType === undefined || PREFERRED_ACCOUNT_TYPES.includes(rules.accountType), `rules.accountType is "${String(rules.accountType)}", not one of ${accountTypes} or left out.`);
        check(isPlainData(rules), 'rules must be plain data (core keeps them in its state).');
      },
    },
    {
      name: "its sign-in profile, where it declares one, is its namespace's and takes the network's reference",
      async run(options) {
        const { namespace, rules } = options.create();
        const profile = rules.signIn;
        if (profile === undefined) return;
        check(profile.namespace === namespace, `rules.signIn is a profile of "${profile.namespace}", not of the adapter's namespace "${namespace}".`);
        check(typeof profile.accountLabel === 'string' && profile.accountLabel.trim() !== '', 'rules.signIn.accountLabel must name the account in the message\'s header (e.g. "Ethereum").');
        pattern(profile.address, 'rules.signIn.address');
        const reference = String(options.network.id);
        check(pattern(profile.reference, 'rules.signIn.reference').test(reference), `rules.signIn.reference refuses the network's reference "${reference}".`);
      },
    },
    {
      name: "its address rule takes the namespace's addresses and refuses anything else",
      async run(options) {
        const { wallet } = options;
        const { rules } = options.create();
        for (const address of [...options.addresses.valid, wallet.address]) check(isValidAddress(address, rules), `The address rule refuses "${address}".`);
        for (const text of options.addresses.invalid) check(!isValidAddress(text, rules), `The address rule takes "${text}".`);
      },
    },
    {
      name: 'offers swaps whole or not at all (sendTransaction with decodeApproval)',
      async run(options) {
        const adapter = options.create();
        check(Boolean(adapter.sendTransaction) === Boolean(adapter.decodeApproval), 'sendTransaction and decodeApproval come together: core swaps only with both.');
      },
    },
    {
      name: 'lists its wallets as plain connectors of its namespace, and stops when told',
      run: (options) => watching(options, async (adapter, listed) => checkConnectors(await walletListed(options, listed), adapter.namespace)),
    },
    {
      name: 'asks no wallet for anything before a connect',
      run: (options) =>
        watching(options, async (adapter) => {
          const { network, wallet } = options;
          check((await adapter.getWalletProvider?.()) === undefined, 'getWalletProvider must resolve undefined while no wallet is connected.');
          await rejects(adapter.signMessage({ message: 'conformance', address: wallet.address }), 'signMessage');
          await rejects(adapter.send({ to: wallet.address, value: 1n, network }), 'send');
        }),
    },
    {
      name: "connects the wallet: an account its rule takes on the network's chain, its balance, its events, then a disconnect",
      run: (options) =>
        watching(options, async (adapter, listed) => {
          const { network, wallet } = options;
          const unsubscribe = adapter.subscribe(() => undefined);
          check(typeof unsubscribe === 'function', 'subscribe must return an unsubscribe function.');
          try {
            await walletListed(options, listed);
            const result = await adapter.connect({ connectorId: wallet.connectorId, network });
            check(result.address === wallet.address, `connect gave the account "${result.address}", not the wallet's "${wallet.address}".`);
            check(isValidAddress(result.address, adapter.rules), `connect gave "${result.address}", which the adapter's own address rule refuses.`);
            check(String(result.chainId) === String(network.id), `connect reported the chain "${String(result.chainId)}", not the network's "${String(network.id)}".`);
            const { balance, symbol } = await adapter.getBalance({ address: result.address, network });
            check(/^\d+(\.\d+)?$/.test(balance), `getBalance gave "${balance}", not a decimal string in whole units.`);
            check(symbol === network.nativeCurrency.symbol, `getBalance named "${symbol}", not the network's native currency "${network.nativeCurrency.symbol}".`);
            if (adapter.getWalletProvider) check((await adapter.getWalletProvider()) !== undefined, 'getWalletProvider gave nothing for a connected wallet.');
            await adapter.disconnect();
            check((await adapter.getWalletProvider?.()) === undefined, 'getWalletProvider still gives the wallet after disconnect.');
          } finally {
            unsubscribe();
          }
        }),
    },
    {
      name: 'works in a Latch instance: core keeps its rules, lists its wallet and connects the account',
      async run(options) {
        const { network, wallet } = options;
        const discoveryMs = options.discoveryMs ?? 5000;
        const adapter = options.create();
        const latch = createLatch({ projectId: 'latch-conformance', networks: [network], adapters: [adapter], storage: createStorage(null) });
        try {
          const kept = latch.getState().options.namespaceRules[adapter.namespace];
          check(JSON.stringify(kept) === JSON.stringify(adapter.rules), "core's state does not hold the adapter's rules.");
          await waitFor(() => latch.getState().connectors.connectors.find((c) => c.id === wallet.connectorId), discoveryMs, `core did not list the wallet "${wallet.connectorId}"`);
          await connect(latch, { connectorId: wallet.connectorId });
          const account = selectActiveAccount(latch.getState());
          const caipAddress = `${adapter.namespace}:${String(network.id)}:${wallet.address}`;
          check(account?.caipAddress === caipAddress, `core's account is "${String(account?.caipAddress)}", not "${caipAddress}".`);
          await disconnect(latch);
          check(!selectActiveAccount(latch.getState())?.address, 'the account is still connected after disconnect.');
        } finally {
          latch.destroy();
        }
      },
    },
];

/** Registers every check as a test: `describeAdapterConformance({ describe, it }, 'myAdapter', options)`. */
export function describeAdapterConformance(runner: ConformanceRunner, name: string, options: ConformanceOptionsSource, timeoutMs = 30_000): void {
  runner.describe(`${name} conforms to ChainAdapter`, () => {
    for (const { name: checkName, run } of adapterConformanceChecks(options)) runner.it(checkName, run, timeoutMs);
  });
}
