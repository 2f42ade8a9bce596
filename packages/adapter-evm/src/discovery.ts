import { providerDetailSchema } from './eip1193.js';
import { announced } from './connectors/announced.js';
import type { EvmConnector } from './connectors/types.js';

const ANNOUNCE = 'eip6963:announceProvider';
const REQUEST = 'eip6963:requestProvider';
/** Fired by wallets that inject `window.ethereum` after the page has loaded. */
const LEGACY_INITIALIZED = 'ethereum#initialized';

/**
 * Listens for EIP-6963 announcements and asks wallets to announce themselves. `onChange`
 * gets the announced wallets whenever the list changes (or a legacy wallet appears late).
 * Announcements that fail the schema are dropped.
 */
export function watchAnnouncedWallets(onChange: (wallets: EvmConnector[]) => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const wallets = new Map<string, EvmConnector>();
  const publish = () => onChange([...wallets.values()]);

  const onAnnounce = (event: Event) => {
    const parsed = providerDetailSchema.safeParse((event as CustomEvent<unknown>).detail);
    if (!parsed.success) return;
    const { info, provider } = parsed.data;
    // The first wallet to announce an rdns keeps it: a later script cannot pose as a known wallet.
    if (wallets.has(info.rdns)) return;
    wallets.set(info.rdns, announced(info, provider));
    publish();
  };
  window.addEventListener(ANNOUNCE, onAnnounce);
  window.addEventListener(LEGACY_INITIALIZED, publish);
  window.dispatchEvent(new Event(REQUEST));
  return () => {
    window.removeEventListener(ANNOUNCE, onAnnounce);
    window.removeEventListener(LEGACY_INITIALIZED, publish);
  };
}
