import { chromium } from 'playwright-core';
import { freePort, HOST } from '@latch/devnet';
import { chromiumLaunchOptions, demoDist, serveStatic } from '@latch/stack';

export interface ModalTiming {
  runs: number[];
  medianMs: number;
  maxMs: number;
  heapMb: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Click on "Connect Wallet" to the first frame painted with the dialog's view in it, on a cold
 * page each run, with the CPU throttled 4x. Then the JS heap after a forced GC, modal open.
 */
export async function measureModal({ runs = 10, throttle = 4 } = {}): Promise<ModalTiming> {
  const port = await freePort();
  const server = await serveStatic({ root: demoDist(), port });
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const timings: number[] = [];
    let heapMb = 0;
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await page.goto(`http://${HOST}:${port}/`, { waitUntil: 'networkidle' });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
      await page.evaluate(() => {
        const w = window as unknown as { __latchBench: Promise<number> };
        w.__latchBench = new Promise<number>((resolve) => {
          let start = 0;
          document.addEventListener('pointerdown', (event) => (start = event.timeStamp), { capture: true, once: true });
          // Painted: the frame after the one in which the dialog holds its view's content.
          const painted = () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
          const observer = new MutationObserver(() => {
            if (document.querySelector('[role="dialog"] .latch-connect, [role="dialog"] .latch-connect__empty')) {
              observer.disconnect();
              painted();
            }
          });
          observer.observe(document.body, { childList: true, subtree: true });
        });
      });
      await page.getByRole('button', { name: 'Connect Wallet' }).click();
      timings.push(await page.evaluate(() => (window as unknown as { __latchBench: Promise<number> }).__latchBench));
      if (run === runs - 1) {
        await cdp.send('HeapProfiler.collectGarbage');
        const { usedSize } = await cdp.send('Runtime.getHeapUsage');
        heapMb = usedSize / 1024 / 1024;
      }
      await context.close();
    }
    return { runs: timings, medianMs: median(timings), maxMs: Math.max(...timings), heapMb };
  } finally {
    await browser.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
