// Fuzzes every key the wallet frame reads from its origin's storage (the session, the device id,
// the preferred account type, the smart sessions, a user's sealed keys, the network) with corrupt,
// foreign and oversized values: each reader answers as if the key were missing, nothing throws,
// and what was refused is removed.
import { corruptStoredValue, fc, fuzzParameters, fuzzRuns, reportFuzz, watchFailures } from '@latch/config/fuzz';
import { memoryDeviceKey } from '../src/keys/deviceKey.js';
import { KeyVault, keySlot } from '../src/keys/vault.js';
import { Networks } from '../src/networks.js';
import { frameNetworks } from './devnetNetworks.js';
import { DEVICE_ID_KEY, deviceId } from '../src/session/deviceId.js';
import { SESSION_KEY, SessionStore } from '../src/session/sessionStore.js';
import { PREFERRED_ACCOUNT_KEY, PreferredAccount } from '../src/smartAccount/preferredAccount.js';
import { SESSIONS_KEY as SMART_SESSIONS_KEY, SmartSessionStore } from '../src/smartAccount/sessions/store.js';
import { FrameStorage, MemoryStorage, STORAGE_PREFIX } from '../src/storage.js';
import { CHAIN_KEY, FrameWallet, type FrameWalletOptions } from '../src/wallet.js';

const RUNS = 60;
const USER = 'u-1';
const KEYS_READ = [SESSION_KEY, DEVICE_ID_KEY, PREFERRED_ACCOUNT_KEY, SMART_SESSIONS_KEY, keySlot(USER), CHAIN_KEY];

const isShortJsonString = (text: string) => {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'string' && value.length <= 128;
  } catch {
    return false;
  }
};

const failures = watchFailures();
afterAll(() => failures.stop());

describe('storage the wallet frame reads, fuzzed', () => {
  it(`reads each of ${fuzzRuns(RUNS)} sets of corrupt, foreign and oversized values as missing, never crashing`, async () => {
    const networks = new Networks(frameNetworks('http://127.0.0.1:8545'));
    const deviceKey = memoryDeviceKey();
    // A short string is a device id of the right shape, and `[]` a list of no smart sessions: any other value is foreign.
    const foreignTo = (key: string) => (text: string) => (key === DEVICE_ID_KEY ? !isShortJsonString(text) : key !== SMART_SESSIONS_KEY || text.trim() !== '[]');
    const stored = fc.tuple(...KEYS_READ.map((key) => corruptStoredValue().filter(foreignTo(key))));
    let generated = 0;
    await fc.assert(
      fc.asyncProperty(stored, async (values) => {
        generated++;
        const web = new MemoryStorage();
        KEYS_READ.forEach((key, index) => web.setItem(STORAGE_PREFIX + key, values[index]!));
        const storage = new FrameStorage(web);
        expect(new SessionStore(storage).load()).toBeUndefined();
        expect(deviceId(storage)).toMatch(/^[0-9a-f-]{36}$/);
        expect(new PreferredAccount(storage).type).toBe('smartAccount');
        expect(new SmartSessionStore(storage, deviceKey).list()).toEqual([]);
        await expect(new KeyVault(storage, deviceKey).load(USER)).resolves.toBeUndefined();
        // The wallet reads its network when it is made; nothing else of its options is touched then.
        expect(new FrameWallet({ networks, storage } as unknown as FrameWalletOptions).network).toBe(networks.default);
        // Refused values are gone; the device id was made anew in its place.
        expect([...web.entries.keys()]).toEqual([STORAGE_PREFIX + DEVICE_ID_KEY]);
      }),
      fuzzParameters('wallet frame storage', RUNS),
    );
    reportFuzz('wallet-frame-storage', { generated, accepted: 0, crashed: failures.count() });
    expect(failures.list()).toEqual([]);
  }, 30_000);
});
