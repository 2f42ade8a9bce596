import { parsePairingUri } from './pairingUri.js';

const TOPIC = 'a'.repeat(40) + '0123456789abcdef01234567';
const KEY = 'f'.repeat(32) + '0'.repeat(32);
const URI = `wc:${TOPIC}@2?relay-protocol=irn&symKey=${KEY}&expiryTimestamp=1705000000&methods=wc_sessionPropose`;

describe('parsePairingUri', () => {
  it('reads the topic, key, relay protocol and expiry of a v2 URI', () => {
    expect(parsePairingUri(URI)).toEqual({ uri: URI, topic: TOPIC, symKey: KEY, relayProtocol: 'irn', expiryTimestamp: 1705000000 });
  });

  it('takes a URI without an expiry', () => {
    expect(parsePairingUri(`wc:${TOPIC}@2?symKey=${KEY}&relay-protocol=irn`)).toEqual({ uri: `wc:${TOPIC}@2?symKey=${KEY}&relay-protocol=irn`, topic: TOPIC, symKey: KEY, relayProtocol: 'irn' });
  });

  it.each([
    ['not a string', 42],
    ['undefined', undefined],
    ['another scheme', URI.replace('wc:', 'ws:')],
    ['version 1', URI.replace('@2?', '@1?')],
    ['a short topic', URI.replace(TOPIC, 'abc')],
    ['an upper-case topic', URI.replace(TOPIC, TOPIC.toUpperCase())],
    ['no key', `wc:${TOPIC}@2?relay-protocol=irn`],
    ['no relay protocol', `wc:${TOPIC}@2?symKey=${KEY}`],
    ['an expiry that is not a number', URI.replace('=1705000000', '=soon')],
    ['no query', `wc:${TOPIC}@2`],
  ])('refuses %s', (_, value) => {
    expect(parsePairingUri(value)).toBeUndefined();
  });
});
