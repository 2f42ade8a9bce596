// A Latch with the embedded wallet whose frame is played by answers posted from its window at its
// origin (the real frame: apps/wallet-frame's tests), for the login tests through a real store.
import { createLatch, createStorage, type ChainAdapter, type Latch } from '@latch/core';
import { manualClock, testNetwork } from '@latch/core/testing';
import { evmAdapter } from '../src/evmAdapter.js';

export const FRAME = 'http://127.0.0.1:5174';

export const settle = async () => {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

export type Posted = { type: string; id: string; payload?: unknown };
type Answer = { ok: unknown } | { error: string } | 'never';
/** How the played frame answers each request type: a success payload, an error message, nothing (never), or those in turn (the last one repeats). */
export type Answers = Record<string, Answer | Answer[]>;

/** A Latch with the embedded wallet (`adapter`), and `play` to put the frame on the page: READY, then `answers` over `defaults`. */
export function playedFrame(
  defaults: Answers,
  answers: Answers = {},
): { latch: Latch; adapter: ChainAdapter; clock: ReturnType<typeof manualClock>; posted: Posted[]; play(): Promise<void>; types(): string[] } {
  const clock = manualClock();
  const adapter = evmAdapter({ discovery: false, embeddedWallet: { frameUrl: `${FRAME}/` } });
  const latch = createLatch({
    projectId: 'latch-test',
    networks: [testNetwork],
    adapters: [adapter],
    storage: createStorage(null),
    clock,
  });
  const posted: Posted[] = [];
  const asked = new Map<string, number>();
  const play = async () => {
    await settle();
    const frameWindow = document.querySelector<HTMLIFrameElement>('iframe')!.contentWindow!;
    const fromFrame = (data: unknown) => window.dispatchEvent(new MessageEvent('message', { data, origin: FRAME, source: frameWindow }));
    frameWindow.postMessage = ((message: Posted) => {
      posted.push(message);
      const type = message.type.replace('@latch-app/', '');
      const times = asked.get(type) ?? 0;
      asked.set(type, times + 1);
      const planned = { ...defaults, ...answers }[type] ?? 'never';
      const answer = Array.isArray(planned) ? planned[Math.min(times, planned.length - 1)]! : planned;
      if (answer === 'never') return;
      setTimeout(() =>
        fromFrame('ok' in answer ? { type: `@latch-frame/${type}_SUCCESS`, id: message.id, payload: answer.ok } : { type: `@latch-frame/${type}_ERROR`, id: message.id, payload: { message: answer.error } }),
      );
    }) as Window['postMessage'];
    fromFrame({ type: '@latch-frame/READY', payload: {} });
    await settle();
  };
  return { latch, adapter, clock, posted, play, types: () => posted.map((m) => m.type.replace('@latch-app/', '')) };
}
