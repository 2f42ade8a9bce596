// Fuzzes every key Latch reads from storage (the active network, the recent wallets, each
// namespace's connected connector, the SIWX sessions) with corrupt, foreign and oversized values:
// each reads as missing, the instance starts and lists wallets exactly as over empty storage, and
// what was refused is removed so it cannot fail again.
import { corruptStoredValue, fc, fuzzParameters, fuzzRuns, reportFuzz, watchFailures } from '@latch/config/fuzz';
import { STORAGE_PREFIX } from '../src/constants.js';
import { connectedConnectorKey } from '../src/features/connection/savedConnection.js';
import { loadWallets, RECENT_WALLETS_KEY } from '../src/features/wallets/walletsThunks.js';
import { readSessions, SESSIONS_KEY } from '../src/siwx/sessionStore.js';
import { createStorage, type KeyValueStore } from '../src/storage/storage.js';
import { ACTIVE_NETWORK_KEY } from '../src/store/storageKeys.js';
import { flush } from './flush.js';
import { testLatch } from './setup.js';

// 60 instances started over storage take 15 s of one core on a loaded machine; past the timeout the
// property would go on making instances after the test ends, failing whichever file runs next.
const RUNS = 60;
/** The test instance has one adapter, eip155's: its connector key is the one read. */
const KEYS_READ = [ACTIVE_NETWORK_KEY, RECENT_WALLETS_KEY, connectedConnectorKey('eip155'), SESSIONS_KEY];

const KEPT_WHEN_A_STRING = new Set([ACTIVE_NETWORK_KEY, connectedConnectorKey('eip155')]);
const isJsonString = (text: string) => {
  try {
    return typeof JSON.parse(text) === 'string';
  } catch {
    return false;
  }
};

class MapStore implements KeyValueStore {
  readonly entries = new Map<string, string>();
  getItem = (key: string) => this.entries.get(key) ?? null;
  setItem = (key: string, value: string) => void this.entries.set(key, value);
  removeItem = (key: string) => void this.entries.delete(key);
}

/** Starts a Latch over `backend`, lets discovery and restore run, opens the wallet listing. */
async function startedOver(backend: MapStore) {
  const storage = createStorage(backend);
  const setup = testLatch({ storage });
  // Discovery, then the restore module (loaded with import()) reads the saved connector.
  for (let turn = 0; turn < 3; turn++) await flush();
  await setup.latch.store.dispatch(loadWallets());
  await flush();
  const { latch } = setup;
  // The API cache differs by request ids and times only: what storage feeds is the rest.
  const { latchApi: _cache, ...state } = latch.getState() as unknown as Record<string, unknown>;
  return { state: JSON.parse(JSON.stringify(state)) as unknown, sessions: readSessions(storage), destroy: () => latch.destroy() };
}

const failures = watchFailures();
afterAll(async () => {
  await flush();
  failures.stop();
});

describe('storage Latch reads, fuzzed', () => {
  it(`reads each of ${fuzzRuns(RUNS)} sets of corrupt, foreign and oversized values as missing, never crashing`, async () => {
    const empty = await startedOver(new MapStore());
    empty.destroy();
    expect(empty.sessions).toEqual([]);
    // `[]` is a list of no recent wallets, or of no sessions: any other value is foreign.
    const stored = fc.tuple(...KEYS_READ.map(() => corruptStoredValue().filter((text) => text.trim() !== '[]')));
    let generated = 0;
    let differed = 0;
    await fc.assert(
      fc.asyncProperty(stored, async (values) => {
        generated++;
        const backend = new MapStore();
        KEYS_READ.forEach((key, index) => backend.setItem(STORAGE_PREFIX + key, values[index]!));
        const started = await startedOver(backend);
        started.destroy();
        const same = JSON.stringify(started.state) === JSON.stringify(empty.state) && started.sessions.length === 0;
        if (!same) differed++;
        expect(started.state).toEqual(empty.state);
        expect(started.sessions).toEqual([]);
        // A connector id or a network id is any string: an unknown one stays (its connector may be
        // discovered later, its network configured again); everything else refused is gone.
        const kept = [...backend.entries].filter(([key, value]) => !(KEPT_WHEN_A_STRING.has(key.slice(STORAGE_PREFIX.length)) && isJsonString(value)));
        expect(kept.map(([key]) => key)).toEqual([]);
      }),
      fuzzParameters('core storage', RUNS),
    );
    reportFuzz('core-storage', { generated, accepted: differed, crashed: failures.count() });
    expect(failures.list()).toEqual([]);
  }, 90_000);
});
