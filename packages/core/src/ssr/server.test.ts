// On a server (Node: no window, no document) the cookie storage reads and keeps nothing, so one request's
// values can never reach another's render; the request's own cookies come in through cookieToInitialState.
import { cookieStorage, createCookieStorage } from './cookieStorage.js';
import { z } from 'zod';

it('holds nothing on a server, for the first frame or the rest, and touches no window', () => {
  expect(typeof window).toBe('undefined');
  for (const storage of [cookieStorage, createCookieStorage()]) {
    storage.set('connectedConnectorId:eip155', 'io.test');
    storage.set('recentWallets', []);
    expect(storage.get('connectedConnectorId:eip155', z.string())).toBeUndefined();
    expect(storage.get('recentWallets', z.array(z.unknown()))).toBeUndefined();
    storage.remove('recentWallets');
  }
});
