// What the services (SPEC 7) offer on each chain namespace, in one table: SPEC 9's chain support,
// the onramp's destination currency and where gas prices are read. A namespace not in it has none of
// them; Latch still connects, sends and signs in there through its adapter.
import type { ChainNamespace } from '../caip/namespaces.js';

export interface NamespaceServices {
  /** Token balances: the Account's portfolio. */
  balance: boolean;
  /** Names: registration, resolving a name as a receiver, an address's name and avatar. */
  names: boolean;
  /** The transaction history. */
  activity: boolean;
  /** Gas prices, for swaps. */
  gasPrice: boolean;
  /** The onramp, and the currency it buys on the namespace; left out where there is no onramp. */
  onramp?: { destinationCurrency: string };
}

export const SERVICES_BY_NAMESPACE: Readonly<Record<ChainNamespace, NamespaceServices>> = {
  eip155: { balance: true, names: true, activity: true, gasPrice: true, onramp: { destinationCurrency: 'USDC' } },
  solana: { balance: true, names: false, activity: false, gasPrice: true, onramp: { destinationCurrency: 'SOL' } },
};

const NONE: NamespaceServices = { balance: false, names: false, activity: false, gasPrice: false };

/** What the services offer on `namespace`: nothing on a namespace the table does not name. */
export const servicesOn = (namespace: ChainNamespace): NamespaceServices => (Object.hasOwn(SERVICES_BY_NAMESPACE, namespace) ? SERVICES_BY_NAMESPACE[namespace]! : NONE);
