// LISTEN on PostgreSQL: on a connection of its own, since a pooled one goes back to other queries
// and its LISTEN with it. A lost connection (the server restarted) is said at once, for what it
// may have missed, and made again until the listener stops.
import pg from 'pg';
import type { ChannelListener } from './db.js';

/** How long after losing its connection a listener connects again. */
export const RELISTEN_AFTER_MS = 1_000;

export function listenOnOwnConnection(config: pg.ClientConfig, channel: string, listener: ChannelListener): () => void {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const current = (client = new pg.Client(config));
    let lost = false;
    const lose = () => {
      if (lost) return;
      lost = true;
      listener.listening(false);
      current.removeAllListeners('notification');
      void current.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => void connect(), RELISTEN_AFTER_MS);
    };
    // A lost connection is an 'error' event, which would end the process unheard.
    current.on('error', lose);
    current.on('end', lose);
    current.on('notification', (message) => {
      if (message.channel === channel) listener.notified(message.payload ?? '');
    });
    try {
      await current.connect();
      await current.query(`listen ${current.escapeIdentifier(channel)}`);
    } catch {
      return lose();
    }
    if (stopped) return lose();
    listener.listening(true);
  };

  void connect();
  return () => {
    stopped = true;
    clearTimeout(retry);
    void client?.end().catch(() => {});
    listener.listening(false);
  };
}
