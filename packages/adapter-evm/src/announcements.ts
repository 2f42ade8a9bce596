// In the page's entry, without zod: EIP-6963 listening starts with the page, so a wallet announced at
// load is known before the discovery chunk (which validates announcements) has arrived.

const ANNOUNCE = 'eip6963:announceProvider';
const REQUEST = 'eip6963:requestProvider';
/** A page can announce without end; past this many, early announcements wait for a new request. */
const MAX_HEARD = 64;

export interface Announcements {
  /** Gives every announcement heard so far to `listener`, then each new one as it comes. */
  follow(listener: (detail: unknown) => void): void;
  stop(): void;
}

/** Listens for EIP-6963 announcements from now on and asks wallets to announce themselves. */
export function hearAnnouncements(): Announcements {
  const heard: unknown[] = [];
  let forward: ((detail: unknown) => void) | undefined;
  const onAnnounce = (event: Event) => {
    const { detail } = event as CustomEvent<unknown>;
    if (forward) forward(detail);
    else if (heard.length < MAX_HEARD) heard.push(detail);
  };
  window.addEventListener(ANNOUNCE, onAnnounce);
  window.dispatchEvent(new Event(REQUEST));
  return {
    follow(listener) {
      forward = listener;
      heard.splice(0).forEach(listener);
    },
    stop: () => window.removeEventListener(ANNOUNCE, onAnnounce),
  };
}
