import { render } from '@testing-library/react';
import { createLatch, createStorage, type ChainAdapter, type LatchConfig } from '@latch/core';
import { manualClock, memoryAdapter, testNetwork } from '@latch/core/testing';
import { LatchProvider, type LatchProviderProps } from '../src/LatchProvider.js';
import { ConnectButton } from '../src/components/ConnectButton/ConnectButton.js';

/** Renders a connect button and the modal over a real store and an in-memory wallet (and any other namespace's adapters). */
export function renderLatch(
  options: { adapter?: Parameters<typeof memoryAdapter>[0]; otherAdapters?: ChainAdapter[]; config?: Partial<LatchConfig>; provider?: Partial<LatchProviderProps> } = {},
) {
  const wallet = memoryAdapter(options.adapter);
  const clock = manualClock();
  const storage = createStorage(null);
  const latch = createLatch({
    projectId: 'latch-test',
    networks: [testNetwork],
    adapters: [wallet.adapter, ...(options.otherAdapters ?? [])],
    storage,
    clock,
    platform: { isMobile: () => false, isTelegram: () => false, isIosSafari: () => false },
    ...options.config,
  });
  const view = render(
    <LatchProvider latch={latch} {...options.provider}>
      <main>
        <ConnectButton />
      </main>
    </LatchProvider>,
  );
  return { ...view, latch, wallet, clock, storage };
}
