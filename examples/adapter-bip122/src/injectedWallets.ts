import type { ConnectorInfo } from '@latch/core';
import { ANNOUNCE_EVENT, announcementSchema, REQUEST_EVENT, type Announcement } from './walletProtocol.js';

/**
 * The Bitcoin wallets injected in the page: each valid announcement, by wallet id (a later one of the
 * same id replaces it). A malformed announcement is dropped with a warning and never reaches core.
 */
export function injectedWallets() {
  const wallets = new Map<string, Announcement>();
  let onChange: ((connectors: ConnectorInfo[]) => void) | undefined;
  const connectors = (): ConnectorInfo[] =>
    [...wallets.values()].map(({ info }) => ({ id: info.id, name: info.name, type: 'ANNOUNCED', chain: 'bip122', imageUrl: info.icon }));
  const heard = (event: Event) => {
    const parsed = announcementSchema.safeParse((event as CustomEvent<unknown>).detail);
    if (!parsed.success) return console.warn('A Bitcoin wallet announcement was not valid and is ignored.', parsed.error.issues);
    wallets.set(parsed.data.info.id, parsed.data);
    onChange?.(connectors());
  };
  return {
    /** Listens for announcements and asks the wallets already there; `changed` gets the whole list each time. Returns a stop function. */
    watch(changed: (connectors: ConnectorInfo[]) => void) {
      onChange = changed;
      window.addEventListener(ANNOUNCE_EVENT, heard);
      window.dispatchEvent(new Event(REQUEST_EVENT));
      changed(connectors());
      return () => {
        onChange = undefined;
        window.removeEventListener(ANNOUNCE_EVENT, heard);
      };
    },
    get: (id: string) => wallets.get(id),
  };
}
