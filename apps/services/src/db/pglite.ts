// The embedded database: PostgreSQL compiled to WASM, in memory or in a data directory.
import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { listenerRegistry, type ChannelListener, type Db, type Queryable, type Row } from './db.js';

function queryable(target: PGlite | Transaction): Queryable {
  return {
    async query<T extends Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/** PGlite delivers a NOTIFY to its own listeners when the statement that commits it resolves. */
function listen(pglite: PGlite, channel: string, listener: ChannelListener): () => void {
  let stopped = false;
  const unlistening = pglite.listen(channel, (payload) => listener.notified(payload)).then(
    (unlisten) => {
      if (!stopped) listener.listening(true);
      return unlisten;
    },
    () => undefined,
  );
  return () => {
    stopped = true;
    listener.listening(false);
    void unlistening.then((unlisten) => unlisten?.()).catch(() => {});
  };
}

export async function openPglite(dataDir?: string): Promise<Db> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir);
  const listeners = listenerRegistry();
  return {
    kind: dataDir ? 'pglite' : 'memory',
    ...queryable(pglite),
    transaction: (work) => pglite.transaction((tx) => work(queryable(tx))),
    listen: (channel, listener) => listeners.add(listen(pglite, channel, listener)),
    close: async () => {
      listeners.stopAll();
      await pglite.close();
    },
  };
}
