import type { PasskeyLogin } from '../adapter/types.js';

/**
 * An embedded wallet's passkeys for unit tests: `add` and `connect` wait until the test calls
 * `finish` (with an error, for a refusal). Not for real flows.
 */
export function memoryPasskeyLogin() {
  const asked: string[] = [];
  let settle: ((error?: Error) => void) | undefined;
  const waitFor = <T>(step: string, value: T) =>
    new Promise<T>((resolve, reject) => {
      asked.push(step);
      settle = (error) => (error ? reject(error) : resolve(value));
    });
  const passkeyLogin: PasskeyLogin = {
    add: () => waitFor('add', { sealed: false }),
    connect: () => waitFor('connect', undefined),
  };
  return { passkeyLogin, asked, finish: (error?: Error) => settle?.(error) };
}
