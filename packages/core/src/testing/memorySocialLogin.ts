import type { SocialLogin } from '../adapter/types.js';

/**
 * An embedded wallet's social login for unit tests: it answers `page` as the provider's page, and
 * its `connect` waits until the test calls `finish` (with an error, for a refusal). Not for real flows.
 */
export function memorySocialLogin(page: string) {
  const asked: string[] = [];
  let settle: ((error?: Error) => void) | undefined;
  const socialLogin: SocialLogin = {
    async redirectUri({ provider }) {
      asked.push(`uri:${provider}`);
      return page;
    },
    connect: ({ uri }) =>
      new Promise<void>((resolve, reject) => {
        asked.push(`connect:${uri}`);
        settle = (error) => (error ? reject(error) : resolve());
      }),
  };
  return { socialLogin, asked, finish: (error?: Error) => settle?.(error) };
}
