// A screen drawn for a request speaks the locale the app named before it, even while that locale's
// catalogue is still loading; a locale the frame does not ship (or none) is English.
import type { RequestContext } from '@latch/frame/host';
import { ServicesError } from '../services/client.js';
import { servicesWords } from '../services/servicesWords.js';
import { handlersInLocale } from './handlersInLocale.js';
import { chooseLocale, translate } from './translate.js';

const context: RequestContext = { origin: 'http://127.0.0.1:5173', id: 'req-1' };
const dapp = (locale?: string) => ({ projectId: 'latch-demo', sdkVersion: '4', sdkType: 'latch', ...(locale ? { locale } : {}) });

afterEach(() => chooseLocale(undefined, document));

it('answers a request after the catalogue of the locale named before it is in', async () => {
  const seen: string[] = [];
  const handlers = handlersInLocale(
    {
      SYNC_DAPP_DATA: () => ({}),
      IS_CONNECTED: () => {
        seen.push(translate('approval.reject'));
        return { isConnected: false };
      },
    },
    document,
  );
  void handlers.SYNC_DAPP_DATA!(dapp('en-XA'), context);
  await handlers.IS_CONNECTED!({}, context);
  void handlers.SYNC_DAPP_DATA!(dapp('x-unknown'), context);
  await handlers.IS_CONNECTED!({}, context);
  void handlers.SYNC_DAPP_DATA!(dapp('ar-XB'), context);
  void handlers.SYNC_DAPP_DATA!(dapp(), context);
  await handlers.IS_CONNECTED!({}, context);
  expect(seen).toEqual([expect.stringMatching(/^⟦Ŕéĵéçţ ·+⟧$/), 'Reject', 'Reject']);
  expect(Object.keys(handlers).sort()).toEqual(['IS_CONNECTED', 'SYNC_DAPP_DATA']);
});

it("says a services' refusal to the app in the person's language, and leaves other errors and unknown words as they are", async () => {
  const refusals = [
    new ServicesError('The sign-in with X was cancelled', 403, [], undefined, undefined, servicesWords({ message: 'The sign-in with X was cancelled', messageId: 'socialDenied', values: { provider: 'X' } })),
    new ServicesError('Words of a newer server', 400, [], undefined, undefined, servicesWords({ message: 'Words of a newer server', messageId: 'somethingNew' })),
    new Error('A wallet error'),
  ];
  const failed: unknown[] = [];
  const handlers = handlersInLocale({ SYNC_DAPP_DATA: () => ({}), CONNECT_SOCIAL: () => Promise.reject(refusals[failed.length]) }, document);
  void handlers.SYNC_DAPP_DATA!(dapp('fr'), context);
  for (let asked = 0; asked < refusals.length; asked += 1) failed.push(await Promise.resolve(handlers.CONNECT_SOCIAL!({ provider: 'x' }, context)).catch((error: unknown) => error));
  expect(failed.map((error) => (error as Error).message)).toEqual(['La connexion avec X a été annulée', 'Words of a newer server', 'A wallet error']);
  expect(failed[2]).toBe(refusals[2]);
});
