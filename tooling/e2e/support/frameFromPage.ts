import type { Page } from '@playwright/test';
import { errorType, requestType, successType, type AppRequestType } from '@latch/frame';

export type FrameAnswer = { ok: true; payload: unknown } | { ok: false; message: string };

/**
 * Posts `type` to the embedded wallet's iframe from the dApp's own page, as any script of an
 * allowed dApp can without Latch's client, and resolves with the frame's answer to it.
 */
export async function askFrameFromPage(page: Page, type: AppRequestType, payload: unknown): Promise<FrameAnswer> {
  const frameOrigin = new URL(process.env.LATCH_E2E_WALLET_FRAME ?? raise('LATCH_E2E_WALLET_FRAME is set by the global setup')).origin;
  const wire = { request: requestType(type), success: successType(type), error: errorType(type) };
  const id = `dapp-${type}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  return page.evaluate(
    ({ wire, frameOrigin, id, payload }) =>
      new Promise<FrameAnswer>((resolve, reject) => {
        const frame = document.querySelector<HTMLIFrameElement>('iframe[title="Latch embedded wallet"]')?.contentWindow;
        if (!frame) return reject(new Error('The page has no wallet frame'));
        addEventListener('message', function answer({ origin, data }: MessageEvent) {
          const reply = data as { type?: string; id?: string; payload?: { message?: string } } | null;
          if (origin !== frameOrigin || reply?.id !== id || (reply.type !== wire.success && reply.type !== wire.error)) return;
          removeEventListener('message', answer);
          resolve(reply.type === wire.success ? { ok: true, payload: reply.payload } : { ok: false, message: reply.payload?.message ?? '' });
        });
        frame.postMessage({ type: wire.request, id, payload }, frameOrigin);
      }),
    { wire, frameOrigin, id, payload },
  );
}

function raise(message: string): never {
  throw new Error(message);
}
