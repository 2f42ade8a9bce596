import { test as base } from '@playwright/test';
import { faultControl, type FaultControl } from '@latch/stack/faults';
import { z } from 'zod';

const proxy = z.object({ url: z.url(), target: z.url() });
const proxiesSchema = z.object({ services: proxy, anvil: proxy, servicesAnvil: proxy, relay: proxy, walletFrame: proxy });
export type FaultProxyName = keyof z.infer<typeof proxiesSchema>;
/** A proxy's control, and the address of what it stands in front of (for a test that must go around it). */
export type FaultHandle = FaultControl & { target: string };
export type FaultControls = Record<FaultProxyName, FaultHandle>;

/** The control of each fault proxy globalSetup put in front of the local world. */
export function faultControls(): FaultControls {
  const raw = process.env.LATCH_E2E_FAULTS;
  if (!raw) throw new Error('LATCH_E2E_FAULTS is not set: the suite starts the fault proxies in its global setup.');
  const proxies = proxiesSchema.parse(JSON.parse(raw));
  const handle = ({ url, target }: z.infer<typeof proxy>): FaultHandle => ({ ...faultControl(url), target });
  return { services: handle(proxies.services), anvil: handle(proxies.anvil), servicesAnvil: handle(proxies.servicesAnvil), relay: handle(proxies.relay), walletFrame: handle(proxies.walletFrame) };
}

/** Playwright's test with `faults`: the proxies' controls, every fault cleared before and after the test, passed or failed. */
export const test = base.extend<{ faults: FaultControls }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
  faults: async ({}, use) => {
    const controls = faultControls();
    const resetAll = () => Promise.all(Object.values(controls).map((control) => control.reset()));
    await resetAll();
    await use(controls);
    await resetAll();
  },
});

export { expect } from '@playwright/test';
