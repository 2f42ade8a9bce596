import { ErrorMessages } from '../errors/catalogue.js';
import { LatchError } from '../errors/LatchError.js';
import { embeddedWalletImport } from './embeddedWalletImport.js';

it('passes the imported module on', async () => {
  const module = { createSession: () => 'session' };
  await expect(embeddedWalletImport(Promise.resolve(module))).resolves.toBe(module);
});

it('says a failed import as SPEC 8 does, with the failure as its cause', async () => {
  const failure = new TypeError('Failed to fetch dynamically imported module');
  const error = await embeddedWalletImport(Promise.reject(failure)).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(LatchError);
  expect(error).toMatchObject({ message: ErrorMessages.emailDependency.text, cause: failure });
});
