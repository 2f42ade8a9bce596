import type { Announcements } from './announcements.js';
import { providerDetailSchema } from './eip1193.js';
import { announced } from './connectors/announced.js';
import type { EvmConnector } from './connectors/types.js';

/** Fired by wallets that inject `window.ethereum` after the page has loaded. */
const LEGACY_INITIALIZED = 'ethereum#initialized';

/**
 * Follows the EIP-6963 announcements heard since the page started. `onChange` gets the announced
 * wallets whenever the list changes (or a legacy wallet appears late). Announcements that fail the
 * schema are dropped.
 */
export function watchAnnouncedWallets(announcements: Announcements, onChange: (wallets: EvmConnector[]) => void): () => void {
  const wallets = new Map<string, EvmConnector>();
  const publish = () => onChange([...wallets.values()]);

  const onAnnounce = (detail: unknown) => {
    const parsed = providerDetailSchema.safeParse(detail);
    if (!parsed.success) return;
    const { info, provider } = parsed.data;
    // The first wallet to announce an rdns keeps it: a later script cannot pose as a known wallet.
    if (wallets.has(info.rdns)) return;
    wallets.set(info.rdns, announced(info, provider));
    publish();
  };
  announcements.follow(onAnnounce);
  window.addEventListener(LEGACY_INITIALIZED, publish);
  return () => {
    announcements.stop();
    window.removeEventListener(LEGACY_INITIALIZED, publish);
  };
}
