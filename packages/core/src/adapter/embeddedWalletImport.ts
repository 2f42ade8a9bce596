import { emailDependency } from '../errors/startupMessages.js';
import { LatchError } from '../errors/LatchError.js';

/** An embedded wallet's import() of its code, failing as SPEC 8 says: "Unable to load email login dependency". */
export const embeddedWalletImport = <T>(imported: Promise<T>): Promise<T> =>
  imported.catch((cause: unknown) => {
    throw new LatchError(emailDependency, { cause });
  });
