import type { FarcasterLogin } from '../adapter/types.js';

/**
 * An embedded wallet's Farcaster login for unit tests: `connect` waits until the test calls `finish`
 * (with an error, for the frame's refusal). Not for real flows.
 */
export function memoryFarcasterLogin(userName = 'ada') {
  const asked: string[] = [];
  let settle: ((error?: Error) => void) | undefined;
  const farcasterLogin: FarcasterLogin = {
    connect: () =>
      new Promise((resolve, reject) => {
        asked.push('connect');
        settle = (error) => (error ? reject(error) : resolve({ userName }));
      }),
  };
  return { farcasterLogin, asked, finish: (error?: Error) => settle?.(error) };
}
