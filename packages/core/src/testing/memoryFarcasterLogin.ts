import type { FarcasterLogin } from '../adapter/types.js';

/**
 * An embedded wallet's Farcaster login for unit tests: each `uri` answers a new link, and `connect`
 * waits until the test calls `finish` (with an error, for a refusal). Not for real flows.
 */
export function memoryFarcasterLogin(userName = 'ada') {
  const asked: string[] = [];
  let links = 0;
  let settle: ((error?: Error) => void) | undefined;
  const farcasterLogin: FarcasterLogin = {
    async uri() {
      links += 1;
      asked.push('uri');
      return `http://127.0.0.1:5175/?channelToken=link${links}`;
    },
    connect: () =>
      new Promise((resolve, reject) => {
        asked.push('connect');
        settle = (error) => (error ? reject(error) : resolve({ userName }));
      }),
  };
  return { farcasterLogin, asked, finish: (error?: Error) => settle?.(error) };
}
