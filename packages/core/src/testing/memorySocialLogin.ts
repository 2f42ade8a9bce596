import type { SocialLogin } from '../adapter/types.js';

/**
 * An embedded wallet's social login for unit tests: its `connect` waits until the test calls
 * `finish` (with an error, for the frame's refusal). Not for real flows.
 */
export function memorySocialLogin() {
  const asked: string[] = [];
  let settle: ((error?: Error) => void) | undefined;
  const socialLogin: SocialLogin = {
    connect: ({ provider }) =>
      new Promise<void>((resolve, reject) => {
        asked.push(`connect:${provider}`);
        settle = (error) => (error ? reject(error) : resolve());
      }),
  };
  return { socialLogin, asked, finish: (error?: Error) => settle?.(error) };
}
