import { createLatch, type Latch, type LatchConfig } from '../src/createLatch.js';
import { createStorage } from '../src/storage/storage.js';
import { manualClock, memoryAdapter, testNetwork as devnet } from '../src/testing/memoryAdapter.js';

const created = new Set<Latch>();
// Every instance a test makes is destroyed after it, so no API cache timer outlives the test.
afterEach(() => {
  created.forEach((latch) => latch.destroy());
  created.clear();
});

/** A Latch over a memory adapter, a manual clock and in-memory storage. */
export function testLatch(
  overrides: Partial<LatchConfig> & { mobile?: boolean; telegram?: boolean; iosSafari?: boolean; adapterOptions?: Parameters<typeof memoryAdapter>[0] } = {},
) {
  const { mobile = false, telegram = false, iosSafari = false, adapterOptions, ...config } = overrides;
  const wallet = memoryAdapter(adapterOptions);
  const clock = manualClock();
  const storage = createStorage(null);
  const latch = createLatch({
    projectId: 'latch-test',
    networks: [devnet],
    adapters: [wallet.adapter],
    storage,
    clock,
    platform: { isMobile: () => mobile, isTelegram: () => telegram, isIosSafari: () => iosSafari },
    ...config,
  });
  created.add(latch);
  return { latch, wallet, clock, storage };
}
