import { systemClock } from '../clock/clock.js';
import { createAdapterContext } from './adapterContext.js';
import { walletConnectHub } from './walletConnectHub.js';

it("gives every adapter of an instance the same hub, empty until one registers, and another instance's its own", () => {
  const context = createAdapterContext({ projectId: 'shop', clock: systemClock });
  const hub = walletConnectHub(context);
  expect(hub.contributions.size).toBe(0);
  expect(hub.session).toBeUndefined();
  expect(walletConnectHub(context)).toBe(hub);
  expect(context.share('walletconnect', () => undefined)).toBe(hub);
  expect(walletConnectHub(createAdapterContext({ projectId: 'shop', clock: systemClock }))).not.toBe(hub);
});
