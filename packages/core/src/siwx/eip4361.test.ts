import { LatchMessages } from '../errors/catalogue.js';
import { LatchError } from '../errors/LatchError.js';
import { createStorage } from '../storage/storage.js';
import { eip4361Siwx } from './eip4361.js';
import { EIP4361_PROFILE } from './profiles.js';
import { eip4361Message, parseEip4361Message, type Eip4361Data, type Eip55Address } from './eip4361Message.js';
import type { SiwxVerifier } from './types.js';

// Checksummed by hand here; an app has its EVM library (or the chain's adapter) write it.
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as Eip55Address;
const data: Eip4361Data = {
  accountAddress: ADDRESS,
  chainId: 'eip155:1',
  domain: 'app.example',
  uri: 'https://app.example/login',
  nonce: 'k8Qz2mXw',
  issuedAt: '2026-11-22T12:00:00.000Z',
  expirationTime: '2026-11-23T12:00:00.000Z',
};
const lines = (...all: string[]) => all.join('\n');
const TAIL = ['URI: https://app.example/login', 'Version: 1', 'Chain ID: 1', 'Nonce: k8Qz2mXw', 'Issued At: 2026-11-22T12:00:00.000Z'];
const HEAD = ['app.example wants you to sign in with your Ethereum account:', ADDRESS];

describe('EIP-4361 messages', () => {
  it('take an address only as EIP-55 checksummed: a plain string does not type-check', () => {
    const lowerCase: string = ADDRESS.toLowerCase();
    // @ts-expect-error EIP-4361 parsers reject an address that is not EIP-55 checksummed
    const unchecked: Eip4361Data = { ...data, accountAddress: lowerCase };
    expect(unchecked.accountAddress).toBe(lowerCase);
  });

  it.each([
    ['all lowercase', ADDRESS.toLowerCase()],
    ['all uppercase', `0x${ADDRESS.slice(2).toUpperCase()}`],
    ['one letter of the wrong case', ADDRESS.replace('C5', 'c5')],
    ['no 0x', ADDRESS.slice(2)],
    ['one digit short', ADDRESS.slice(0, -1)],
  ])('refuse to write an address that is not EIP-55 checksummed at run time too: %s', (_, address) => {
    const written = () => eip4361Message({ ...data, accountAddress: address as Eip55Address });
    expect(written).toThrow(LatchError);
    expect(written).toThrow(expect.objectContaining({ id: 'signInAddressNotChecksummed', details: address }));
  });

  it.each([
    // EIP-55's own examples: an address whose checksum makes it all capitals, or no capital at all, is checksummed.
    '0x52908400098527886E0F7030069857D2E4169EE7',
    '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
    '0xde709f2102306220921060314715629080e2fb77',
    '0x27b1fdb04752bbc536007a920d24acb045561c26',
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    ADDRESS,
  ])('write a checksummed address as it is: %s', (address) => {
    expect(eip4361Message({ ...data, accountAddress: address as Eip55Address }).split('\n')[1]).toBe(address);
  });

  it('writes the ABNF to the letter: without a statement the address is followed by two blank lines', () => {
    expect(eip4361Message({ ...data, expirationTime: undefined })).toBe(lines(...HEAD, '', '', ...TAIL));
    expect(eip4361Message(data, 'Sign in.')).toBe(lines(...HEAD, '', 'Sign in.', '', ...TAIL, 'Expiration Time: 2026-11-23T12:00:00.000Z'));
  });

  it('reads back what it writes', () => {
    expect(parseEip4361Message(eip4361Message(data, 'Sign in to the demo: it costs nothing.'))).toEqual({
      domain: 'app.example',
      accountAddress: ADDRESS,
      statement: 'Sign in to the demo: it costs nothing.',
      uri: 'https://app.example/login',
      chainId: 'eip155:1',
      nonce: 'k8Qz2mXw',
      issuedAt: '2026-11-22T12:00:00.000Z',
      expirationTime: '2026-11-23T12:00:00.000Z',
    });
    expect(parseEip4361Message(eip4361Message(data))).not.toHaveProperty('statement');
  });

  it('reads every optional field of the ABNF', () => {
    const message = lines(
      'https://app.example:8443 wants you to sign in with your Ethereum account:',
      ADDRESS,
      '',
      '',
      ...TAIL,
      'Expiration Time: 2026-11-23T12:00:00Z',
      'Not Before: 2026-11-22T11:00:00+01:00',
      'Request ID: req-1',
      'Resources:',
      '- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
      '- https://app.example/terms',
    );
    expect(parseEip4361Message(message)).toMatchObject({
      scheme: 'https',
      domain: 'app.example:8443',
      notBefore: '2026-11-22T11:00:00+01:00',
      requestId: 'req-1',
      resources: ['ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/', 'https://app.example/terms'],
    });
  });

  it.each([
    ['another header', lines('app.example wants you to sign in with your account:', ADDRESS, '', '', ...TAIL)],
    ['an address one digit short', lines(HEAD[0]!, ADDRESS.slice(0, -1), '', '', ...TAIL)],
    ['an address without 0x', lines(HEAD[0]!, ADDRESS.slice(2), '', '', ...TAIL)],
    ['one blank line only and no statement', lines(...HEAD, '', ...TAIL)],
    ['a statement over two lines', lines(...HEAD, '', 'Sign in', 'now.', '', ...TAIL)],
    ['a statement with a character no URI has', lines(...HEAD, '', 'Sign in <now>', '', ...TAIL)],
    ['version 2', lines(...HEAD, '', '', ...TAIL.map((l) => l.replace('Version: 1', 'Version: 2')))],
    ['a nonce of 7 characters', lines(...HEAD, '', '', ...TAIL.map((l) => l.replace('k8Qz2mXw', 'k8Qz2mX')))],
    ['a nonce with a symbol', lines(...HEAD, '', '', ...TAIL.map((l) => l.replace('k8Qz2mXw', 'k8Qz2m-Xw')))],
    ['a chain id that is no number', lines(...HEAD, '', '', ...TAIL.map((l) => l.replace('Chain ID: 1', 'Chain ID: eip155:1')))],
    ['an issue time that is no RFC 3339 date-time', lines(...HEAD, '', '', ...TAIL.slice(0, -1), 'Issued At: yesterday')],
    ['an impossible date', lines(...HEAD, '', '', ...TAIL.slice(0, -1), 'Issued At: 2026-13-45T12:00:00Z')],
    ['fields out of order', lines(...HEAD, '', '', TAIL[1]!, TAIL[0]!, ...TAIL.slice(2))],
    ['a missing nonce', lines(...HEAD, '', '', ...TAIL.filter((l) => !l.startsWith('Nonce')))],
    ['a trailing line break', `${lines(...HEAD, '', '', ...TAIL)}\n`],
    ['CRLF line breaks', lines(...HEAD, '', '', ...TAIL).replaceAll('\n', '\r\n')],
    ['a URI that is no URI', lines(...HEAD, '', '', ...TAIL.map((l) => l.replace('https://app.example/login', 'app.example/login')))],
    ['an unknown field at the end', lines(...HEAD, '', '', ...TAIL, 'Nonce: again123')],
  ])('refuses a message with %s', (_, message) => {
    expect(parseEip4361Message(message)).toBeUndefined();
  });

  it('refuses to write what would break the ABNF', () => {
    expect(() => eip4361Message({ ...data, nonce: 'short' })).toThrow(TypeError);
    expect(() => eip4361Message(data, 'two\nlines')).toThrow(TypeError);
    expect(() => eip4361Message({ ...data, chainId: 'solana:mainnet' })).toThrow(TypeError);
  });
});

describe('eip4361Siwx sessions', () => {
  let now = Date.parse('2026-11-22T12:00:00Z');
  const make = (extra: { verifier?: SiwxVerifier; domain?: string; uri?: string } = {}) => {
    const storage = createStorage(null);
    const siwx = eip4361Siwx({ domain: 'app.example', uri: 'https://app.example', storage, now: () => now, ...extra });
    return { siwx, storage };
  };
  const signedSession = async (siwx: ReturnType<typeof make>['siwx']) => {
    const { data: made, message } = await siwx.createMessage({ accountAddress: ADDRESS, chainId: 'eip155:1', profile: EIP4361_PROFILE });
    return { data: made, message, signature: '0x1' };
  };
  beforeEach(() => {
    now = Date.parse('2026-11-22T12:00:00Z');
  });
  afterEach(() => {
    delete (globalThis as { location?: unknown }).location;
  });

  it("writes messages only for the page's own domain and URI", async () => {
    (globalThis as { location?: unknown }).location = { host: 'app.example', origin: 'https://app.example' };
    await expect(make().siwx.createMessage({ accountAddress: ADDRESS, chainId: 'eip155:1', profile: EIP4361_PROFILE })).resolves.toMatchObject({ data: { domain: 'app.example' } });
    (globalThis as { location?: unknown }).location = { host: 'evil.example', origin: 'https://evil.example' };
    await expect(make().siwx.createMessage({ accountAddress: ADDRESS, chainId: 'eip155:1', profile: EIP4361_PROFILE })).rejects.toThrow(LatchMessages.siwxNotThisPage.text);
    (globalThis as { location?: unknown }).location = { host: 'app.example', origin: 'http://app.example' };
    await expect(make().siwx.createMessage({ accountAddress: ADDRESS, chainId: 'eip155:1', profile: EIP4361_PROFILE })).rejects.toThrow(LatchMessages.siwxNotThisPage.text);
  });

  it('honours a stored session only from its Not Before to its Expiration Time, as signed', async () => {
    const { siwx } = make();
    const session = await signedSession(siwx);
    const later = { ...session, message: session.message.replace(/Expiration Time: .*/, 'Expiration Time: 2026-11-22T14:00:00Z\nNot Before: 2026-11-22T13:00:00Z'), data: { ...session.data, expirationTime: undefined } };
    await siwx.addSession(later, EIP4361_PROFILE);
    expect(await siwx.getSessions('eip155:1', ADDRESS, EIP4361_PROFILE)).toEqual([]);
    now = Date.parse('2026-11-22T13:00:00Z');
    expect(await siwx.getSessions('eip155:1', ADDRESS, EIP4361_PROFILE)).toEqual([later]);
    now = Date.parse('2026-11-22T14:00:00Z');
    expect(await siwx.getSessions('eip155:1', ADDRESS, EIP4361_PROFILE)).toEqual([]);
  });

  it('refuses to keep a session whose signed message is malformed, or of another account or chain than its data', async () => {
    const { siwx } = make();
    const session = await signedSession(siwx);
    const variants = [
      { ...session, message: 'm' },
      { ...session, message: session.message.replace(ADDRESS, `0x${'1'.repeat(40)}`) },
      { ...session, message: session.message.replace('Chain ID: 1', 'Chain ID: 10') },
    ];
    for (const variant of variants) await expect(siwx.addSession(variant, EIP4361_PROFILE)).rejects.toThrow(LatchMessages.siwxMessageMismatch.text);
    expect(await siwx.getSessions('eip155:1', ADDRESS, EIP4361_PROFILE)).toEqual([]);
    // Case is no part of an EVM address: the checksummed message holds for the lower-case data.
    const lower = { ...session, data: { ...session.data, accountAddress: ADDRESS.toLowerCase() } };
    await siwx.addSession(lower, EIP4361_PROFILE);
    expect(await siwx.getSessions('eip155:1', ADDRESS, EIP4361_PROFILE)).toEqual([lower]);
  });

  it('does not honour a stored session of another page, nor one whose message was changed in storage', async () => {
    const { siwx, storage } = make();
    const session = await signedSession(siwx);
    for (const variant of [
      { ...session, message: session.message.replace('app.example wants', 'evil.example wants') },
      { ...session, message: session.message.replace('URI: https://app.example', 'URI: https://evil.example') },
    ]) {
      await siwx.addSession(variant, EIP4361_PROFILE);
      expect(await siwx.getSessions('eip155:1', ADDRESS, EIP4361_PROFILE)).toEqual([]);
    }
    await siwx.addSession(session, EIP4361_PROFILE);
    expect(await siwx.getSessions('eip155:1', ADDRESS, EIP4361_PROFILE)).toEqual([session]);
    storage.set('siwx-sessions', [{ ...session, message: session.message.replace(ADDRESS, `0x${'1'.repeat(40)}`) }]);
    expect(await siwx.getSessions('eip155:1', ADDRESS, EIP4361_PROFILE)).toEqual([]);
  });

  it("with a verifier, signs the server's nonce and keeps only a session the server accepts", async () => {
    const verdicts = [false, true];
    const verify = jest.fn(async () => verdicts.shift()!);
    const { siwx } = make({ verifier: { getNonce: async () => 'serverNonce42', verify } });
    const session = await signedSession(siwx);
    expect(session.data.nonce).toBe('serverNonce42');
    expect(session.message).toContain('\nNonce: serverNonce42\n');
    await expect(siwx.addSession(session, EIP4361_PROFILE)).rejects.toThrow(LatchMessages.siwxSessionRefused.text);
    expect(await siwx.getSessions('eip155:1', ADDRESS, EIP4361_PROFILE)).toEqual([]);
    await siwx.addSession(session, EIP4361_PROFILE);
    expect(verify).toHaveBeenCalledWith(session);
    expect(await siwx.getSessions('eip155:1', ADDRESS, EIP4361_PROFILE)).toEqual([session]);
  });

  it('refuses a server nonce that EIP-4361 does not allow', async () => {
    const { siwx } = make({ verifier: { getNonce: async () => 'n-1', verify: async () => true } });
    await expect(siwx.createMessage({ accountAddress: ADDRESS, chainId: 'eip155:1', profile: EIP4361_PROFILE })).rejects.toThrow(TypeError);
  });
});
