import { readFarcasterConfig } from '../sample-wallet/src/farcasterConfig.js';

const DEFAULTS = { servicesUrl: 'http://127.0.0.1:8787' };
const LINK = 'http://127.0.0.1:5175/?channelToken=abc&nonce=n&siweUri=http%3A%2F%2F127.0.0.1%3A5174&domain=127.0.0.1%3A5174';

describe("the sample wallet's Farcaster settings", () => {
  it("takes the services' relay, ?services= over the built default", () => {
    expect(readFarcasterConfig('http://127.0.0.1:5175/', DEFAULTS)).toEqual({ relayUrl: 'http://127.0.0.1:8787/farcaster' });
    expect(readFarcasterConfig('http://127.0.0.1:5175/?services=http://localhost:9000/', DEFAULTS)).toEqual({ relayUrl: 'http://localhost:9000/farcaster' });
  });

  it('reads a sign-in link from ?farcaster=, or the page itself when it was opened as one', () => {
    expect(readFarcasterConfig(`http://127.0.0.1:5175/?account=3&farcaster=${encodeURIComponent('https://farcaster.xyz/~/siwf?channelToken=x')}`, DEFAULTS).link).toBe('https://farcaster.xyz/~/siwf?channelToken=x');
    expect(readFarcasterConfig(LINK, DEFAULTS).link).toBe(LINK);
  });

  it('refuses services off loopback', () => {
    expect(() => readFarcasterConfig('http://127.0.0.1:5175/?services=https://relay.example.com', DEFAULTS)).toThrow(/services must be an http:\/\/ URL on 127\.0\.0\.1 or localhost/);
  });
});
