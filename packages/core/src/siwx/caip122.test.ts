import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import bs58 from 'bs58';
import { LatchMessages } from '../errors/catalogue.js';
import { createStorage } from '../storage/storage.js';
import { EIP4361_PROFILE, SOLANA_SIGN_IN_PROFILE as SOLANA } from './profiles.js';
import { caip122Message, parseCaip122Message, type SignInProfile } from './signInMessage.js';
import { eip4361Siwx } from './eip4361.js';
import { checkSignedSession } from './signedSession.js';
import { verifySolanaSignature } from './solanaSignature.js';
import type { SiwxSession } from './types.js';

const CHAIN = 'solana:3ByopDBLUk2VLcuESmRyiAGvwkCRPUuN' as const;
const lines = (...all: string[]) => all.join('\n');
/** A profile an adapter of a namespace core keeps none for would write (bech32 addresses, Cosmos chain ids). */
const COSMOS: SignInProfile = { namespace: 'cosmos', accountLabel: 'Cosmos', address: 'cosmos1[02-9ac-hj-np-z]{38}', reference: '[-a-zA-Z0-9]{1,32}' };

/** A Solana keypair made by Node's crypto: its address is the base58 of the raw public key. */
function solanaKeypair(): { address: string; privateKey: KeyObject } {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  return { address: bs58.encode(publicKey.export({ format: 'der', type: 'spki' }).subarray(-32)), privateKey };
}
/** What a Solana wallet's signMessage gives for the text, as the adapter hands it on: base58. */
const signText = (message: string, privateKey: KeyObject) => bs58.encode(sign(null, Buffer.from(message, 'utf8'), privateKey));

const alice = solanaKeypair();
const bob = solanaKeypair();
const data: SiwxSession['data'] = {
  accountAddress: alice.address,
  chainId: CHAIN,
  domain: 'app.example',
  uri: 'https://app.example',
  nonce: 'k8Qz2mXw',
  issuedAt: '2026-11-22T12:00:00.000Z',
  expirationTime: '2026-11-23T12:00:00.000Z',
};

describe('CAIP-122 messages', () => {
  it('writes the Solana profile: its header, the base58 address and the CAIP-2 reference as Chain ID', () => {
    expect(caip122Message(SOLANA, data, 'Sign in.')).toBe(
      lines(
        'app.example wants you to sign in with your Solana account:',
        alice.address,
        '',
        'Sign in.',
        '',
        'URI: https://app.example',
        'Version: 1',
        'Chain ID: 3ByopDBLUk2VLcuESmRyiAGvwkCRPUuN',
        'Nonce: k8Qz2mXw',
        'Issued At: 2026-11-22T12:00:00.000Z',
        'Expiration Time: 2026-11-23T12:00:00.000Z',
      ),
    );
  });

  it.each([
    ['Solana', SOLANA, data],
    ['EIP-4361', EIP4361_PROFILE, { ...data, accountAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chainId: 'eip155:31337' }],
    ['an adapter\'s own (Cosmos)', COSMOS, { ...data, accountAddress: 'cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02', chainId: 'cosmos:cosmoshub-4' }],
  ])('reads back what it writes in the %s profile', (_, profile, fields) => {
    const { domain, accountAddress, chainId, uri, nonce, issuedAt, expirationTime } = fields;
    expect(parseCaip122Message(profile, caip122Message(profile, fields, 'Sign in to the demo.'))).toEqual({ domain, accountAddress, statement: 'Sign in to the demo.', uri, chainId, nonce, issuedAt, expirationTime });
  });

  it.each([
    ['the Ethereum header over a base58 address', (m: string) => m.replace('Solana account', 'Ethereum account')],
    ['an address with a character base58 has not (0)', (m: string) => m.replace(alice.address, `0${alice.address.slice(1)}`)],
    ['a Chain ID of 31 characters', (m: string) => m.replace('Chain ID: 3ByopDBLUk2VLcuESmRyiAGvwkCRPUuN', 'Chain ID: 3ByopDBLUk2VLcuESmRyiAGvwkCRPUu')],
    ['a CAIP-2 id as Chain ID', (m: string) => m.replace('Chain ID: ', 'Chain ID: solana:')],
  ])('refuses a Solana message with %s', (_, change) => {
    const message = caip122Message(SOLANA, data);
    expect(parseCaip122Message(SOLANA, message)).toBeDefined();
    expect(parseCaip122Message(SOLANA, change(message))).toBeUndefined();
  });

  it("writes nothing for a chain of another namespace than the profile's, nor a Solana chain whose reference is not 32 base58 characters", () => {
    expect(() => caip122Message(SOLANA, { ...data, chainId: 'bip122:000000000019d6689c085ae165831e93' })).toThrow(TypeError);
    expect(() => caip122Message(SOLANA, { ...data, chainId: 'solana:mainnet' })).toThrow(TypeError);
  });
});

describe('Solana sign-in signatures', () => {
  const message = caip122Message(SOLANA, data);

  it('verifies a real ed25519 signature of the message by its address, and nothing else', async () => {
    const signature = signText(message, alice.privateKey);
    await expect(verifySolanaSignature({ message, signature, address: alice.address })).resolves.toBe(true);
    await expect(verifySolanaSignature({ message, signature, address: bob.address })).resolves.toBe(false);
    await expect(verifySolanaSignature({ message: `${message} `, signature, address: alice.address })).resolves.toBe(false);
    await expect(verifySolanaSignature({ message, signature: signText(message, bob.privateKey), address: alice.address })).resolves.toBe(false);
  });

  it.each([
    ['not base58', '0OIl'],
    ['32 bytes, not 64', bs58.encode(new Uint8Array(32).fill(7))],
    ['64 zero bytes', bs58.encode(new Uint8Array(64))],
  ])('is false for a signature that is %s', async (_, signature) => {
    await expect(verifySolanaSignature({ message, signature, address: alice.address })).resolves.toBe(false);
  });

  it('leaves the verdict to the server (undefined) where WebCrypto has no Ed25519', async () => {
    const unsupported = Object.assign(new Error('Ed25519 is not supported'), { name: 'NotSupportedError' });
    const importKey = jest.spyOn(globalThis.crypto.subtle, 'importKey').mockRejectedValueOnce(unsupported);
    await expect(verifySolanaSignature({ message, signature: signText(message, alice.privateKey), address: alice.address })).resolves.toBeUndefined();
    importKey.mockRestore();
  });

  it("keeps a session signed by its account; refuses a forged signature and another account's message", async () => {
    const session = { data, message, signature: signText(message, alice.privateKey) };
    await expect(checkSignedSession(session, SOLANA)).resolves.toEqual({ signed: expect.objectContaining({ accountAddress: alice.address, chainId: CHAIN }) });
    await expect(checkSignedSession({ ...session, signature: signText(message, bob.privateKey) }, SOLANA)).resolves.toEqual({ problem: LatchMessages.siwxSignatureInvalid });
    const bobsMessage = caip122Message(SOLANA, { ...data, accountAddress: bob.address });
    await expect(checkSignedSession({ data, message: bobsMessage, signature: signText(bobsMessage, bob.privateKey) }, SOLANA)).resolves.toEqual({ problem: LatchMessages.siwxMessageMismatch });
    // Base58 is case-sensitive: the same letters in another case are another account.
    await expect(checkSignedSession({ ...session, data: { ...data, accountAddress: swapCase(alice.address) } }, SOLANA)).resolves.toEqual({ problem: LatchMessages.siwxMessageMismatch });
  });
});

const swapCase = (text: string) => [...text].map((ch) => (ch === ch.toLowerCase() ? ch.toUpperCase() : ch.toLowerCase())).join('');

describe('eip4361Siwx on Solana', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  const make = () => eip4361Siwx({ domain: 'app.example', uri: 'https://app.example', statement: 'Sign in.', storage: createStorage(null), now: () => now });

  it('writes the Solana message for a Solana account, keeps the session its account signed and honours it', async () => {
    const siwx = make();
    const { data: made, message } = await siwx.createMessage({ accountAddress: alice.address, chainId: CHAIN, profile: SOLANA });
    expect(message.startsWith(`app.example wants you to sign in with your Solana account:\n${alice.address}\n\nSign in.\n`)).toBe(true);
    const session = { data: made, message, signature: signText(message, alice.privateKey) };
    await siwx.addSession(session, SOLANA);
    expect(await siwx.getSessions(CHAIN, alice.address, SOLANA)).toEqual([session]);
    expect(await siwx.getSessions(CHAIN, bob.address, SOLANA)).toEqual([]);
  });

  it('refuses a forged signature and keeps nothing', async () => {
    const siwx = make();
    const { data: made, message } = await siwx.createMessage({ accountAddress: alice.address, chainId: CHAIN, profile: SOLANA });
    await expect(siwx.addSession({ data: made, message, signature: signText(message, bob.privateKey) }, SOLANA)).rejects.toThrow(LatchMessages.siwxSignatureInvalid.text);
    expect(await siwx.getSessions(CHAIN, alice.address, SOLANA)).toEqual([]);
  });

  it("refuses a message of another account than the session's", async () => {
    const siwx = make();
    const { data: made } = await siwx.createMessage({ accountAddress: alice.address, chainId: CHAIN, profile: SOLANA });
    const { message } = await siwx.createMessage({ accountAddress: bob.address, chainId: CHAIN, profile: SOLANA });
    await expect(siwx.addSession({ data: made, message, signature: signText(message, bob.privateKey) }, SOLANA)).rejects.toThrow(LatchMessages.siwxMessageMismatch.text);
    expect(await siwx.getSessions(CHAIN, alice.address, SOLANA)).toEqual([]);
  });
});
