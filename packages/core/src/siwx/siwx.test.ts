import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import bs58 from 'bs58';
import { cancelSignIn, signIn } from '../features/siwx/signIn.js';
import { ErrorMessages, LatchMessages } from '../errors/catalogue.js';
import { LatchError } from '../errors/LatchError.js';
import { createStorage } from '../storage/storage.js';
import { accountsSlice } from '../features/account/accountsSlice.js';
import { selectCurrentView } from '../features/modal/selectors.js';
import { eip4361Siwx } from './eip4361.js';
import { EIP4361_PROFILE, SOLANA_SIGN_IN_PROFILE } from './profiles.js';
import { eip4361Message, type Eip55Address } from './eip4361Message.js';
import type { SignInProfile } from './signInMessage.js';
import type { SiwxConfig } from './types.js';
import { memoryAdapter, testNetwork } from '../testing/memoryAdapter.js';
import { flush } from '../../test/flush.js';
import { testLatch } from '../../test/setup.js';
import { connect, disconnect } from '../actions/connection.js';
import { closeModal } from '../actions/modal.js';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function siwxLatch(options: { required?: boolean } = {}) {
  const storage = createStorage(null);
  const siwx = eip4361Siwx({ domain: 'app.example', uri: 'https://app.example', statement: 'Sign in to the demo.', storage, required: options.required, now: () => Date.parse('2026-11-22T12:00:00Z') });
  const setup = testLatch({ siwx });
  return { ...setup, siwx };
}

describe('SIWX (SPEC 4)', () => {
  it('refuses both siweConfig and siwx', () => {
    const siwx = eip4361Siwx({ domain: 'a', uri: 'https://a', storage: createStorage(null) });
    expect(() => testLatch({ siwx, siweConfig: siwx })).toThrow(ErrorMessages.siweAndSiwx.text);
  });

  it('opens SIWXSignMessage after connect when the account has no session', async () => {
    const { latch } = siwxLatch();
    await connect(latch, { connectorId: 'io.test' });
    await flush();
    expect(latch.getState().modal.open).toBe(true);
    expect(selectCurrentView(latch.getState())).toBe('SIWXSignMessage');
  });

  it("signs with the address as the adapter writes it canonically (EIP-55), whatever case the wallet reported", async () => {
    const storage = createStorage(null);
    const siwx = eip4361Siwx({ domain: 'app.example', uri: 'https://app.example', storage });
    const { latch, wallet } = testLatch({ siwx, adapterOptions: { address: ADDRESS.toLowerCase() } });
    wallet.adapter.canonicalAddress = async (address) => (address === ADDRESS.toLowerCase() ? ADDRESS : 'unexpected');
    await connect(latch, { connectorId: 'io.test' });
    await flush();
    await signIn(latch);
    const signed = wallet.calls.find((c) => c.startsWith('sign:'))!;
    expect(signed).toContain(`app.example wants you to sign in with your Ethereum account:\n${ADDRESS}\n`);
    expect(latch.getState().siwx.session?.data.accountAddress).toBe(ADDRESS);
  });

  it('writes no EIP-4361 message, and asks no signature, when the eip155 adapter cannot write the address EIP-55 checksummed', async () => {
    const storage = createStorage(null);
    const siwx = eip4361Siwx({ domain: 'app.example', uri: 'https://app.example', storage });
    const { latch, wallet } = testLatch({ siwx, adapterOptions: { address: ADDRESS.toLowerCase() } });
    delete wallet.adapter.canonicalAddress;
    await connect(latch, { connectorId: 'io.test' });
    await flush();
    await signIn(latch);
    expect(wallet.calls.filter((c) => c.startsWith('sign:'))).toEqual([]);
    expect(latch.getState().siwx.error).toEqual(LatchMessages.signInAddressNotChecksummed);
    expect(LatchMessages.signInAddressNotChecksummed.text).toBe('No sign-in message was written: the wallet\'s address could not be written EIP-55 checksummed, as EIP-4361 requires.');
  });

  it('signs: creates the message, has the wallet sign it, stores the session and closes', async () => {
    const { latch, wallet, siwx } = siwxLatch();
    await connect(latch, { connectorId: 'io.test' });
    await flush();
    await signIn(latch);
    const signed = wallet.calls.find((c) => c.startsWith('sign:'))!;
    expect(signed).toContain('app.example wants you to sign in with your Ethereum account:');
    expect(latch.getState().modal.open).toBe(false);
    expect(latch.getState().siwx.session?.signature).toMatch(/^0x5+$/);
    expect(await siwx.getSessions('eip155:31337', ADDRESS, EIP4361_PROFILE)).toHaveLength(1);
  });

  it('does not ask again after a reconnect when a session is stored', async () => {
    const { latch, siwx } = siwxLatch();
    const { data, message } = await siwx.createMessage({ accountAddress: ADDRESS, chainId: 'eip155:31337', profile: EIP4361_PROFILE });
    await siwx.addSession({ data, message, signature: '0x1' }, EIP4361_PROFILE);
    await connect(latch, { connectorId: 'io.test' });
    await flush();
    expect(latch.getState().modal.open).toBe(false);
    expect(latch.getState().siwx.session?.message).toBe(message);
  });

  it('reopens the view with "Signature declined" when the wallet refuses', async () => {
    const { latch, wallet } = siwxLatch();
    await connect(latch, { connectorId: 'io.test' });
    await flush();
    wallet.control.signError = new LatchError(ErrorMessages.signatureDeclined);
    closeModal(latch);
    await signIn(latch);
    expect(latch.getState().siwx.error).toEqual({ id: 'signatureDeclined', text: 'Signature declined' });
    expect(latch.getState().modal.open).toBe(true);
    expect(selectCurrentView(latch.getState())).toBe('SIWXSignMessage');
  });

  it('says "This application might not support Smart Accounts" when a smart account declines', async () => {
    const { latch, wallet } = siwxLatch();
    await connect(latch, { connectorId: 'io.test' });
    latch.store.dispatch(accountsSlice.actions.preferredAccountTypeSet({ namespace: 'eip155', type: 'smartAccount' }));
    await flush();
    wallet.control.signError = new LatchError(ErrorMessages.signatureDeclined);
    await signIn(latch);
    expect(latch.getState().siwx.error).toEqual(ErrorMessages.smartAccountSignatureDeclined);
  });

  it('cancelling disconnects when sign-in is required', async () => {
    const { latch, wallet } = siwxLatch({ required: true });
    await connect(latch, { connectorId: 'io.test' });
    await flush();
    closeModal(latch);
    expect(latch.getState().modal.open).toBe(true);
    await cancelSignIn(latch);
    expect(wallet.calls).toContain('disconnect');
    expect(latch.getState().modal.open).toBe(false);
    expect(latch.getState().accounts.eip155?.status).toBe('disconnected');
  });

  it('cancelling only closes when sign-in is optional', async () => {
    const { latch, wallet } = siwxLatch();
    await connect(latch, { connectorId: 'io.test' });
    await flush();
    await cancelSignIn(latch);
    expect(wallet.calls).not.toContain('disconnect');
    expect(latch.getState().modal.open).toBe(false);
  });

  it('clears the sessions on disconnect', async () => {
    const { latch, siwx } = siwxLatch();
    await connect(latch, { connectorId: 'io.test' });
    await flush();
    await signIn(latch);
    await disconnect(latch);
    await flush();
    expect(latch.getState().siwx.session).toBeUndefined();
    expect(await siwx.getSessions('eip155:31337', ADDRESS, EIP4361_PROFILE)).toEqual([]);
  });

  it('says "SIWX is not enabled" and "No ActiveCaipAddress found" when it cannot sign', async () => {
    await expect(signIn(testLatch().latch)).rejects.toThrow(ErrorMessages.siwxNotEnabled.text);
    await expect(signIn(siwxLatch().latch)).rejects.toThrow(ErrorMessages.noActiveCaipAddress.text);
  });
});

describe('SIWX on Solana (CAIP-122)', () => {
  const CHAIN = 'solana:3ByopDBLUk2VLcuESmRyiAGvwkCRPUuN' as const;
  const solanaNetwork = { ...testNetwork, id: '3ByopDBLUk2VLcuESmRyiAGvwkCRPUuN', caipNetworkId: CHAIN, chainNamespace: 'solana' as const, name: 'Solana Local', nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 } };

  /** A Solana wallet over the memory adapter whose signMessage signs as a Solana wallet does: ed25519, base58. */
  function solanaLatch({ signer }: { signer?: KeyObject } = {}) {
    const { publicKey, privateKey } = generateKeyPairSync('ed25519');
    const address = bs58.encode(publicKey.export({ format: 'der', type: 'spki' }).subarray(-32));
    const wallet = memoryAdapter({ namespace: 'solana', address, chainId: solanaNetwork.id, rules: { label: 'Solana', address: SOLANA_SIGN_IN_PROFILE.address, sends: 'native', signIn: SOLANA_SIGN_IN_PROFILE } });
    const signed: string[] = [];
    wallet.adapter.signMessage = async ({ message }) => {
      signed.push(message);
      return bs58.encode(sign(null, Buffer.from(message, 'utf8'), signer ?? privateKey));
    };
    const siwx = eip4361Siwx({ domain: 'app.example', uri: 'https://app.example', storage: createStorage(null), now: () => Date.parse('2026-11-22T12:00:00Z') });
    return { ...testLatch({ siwx, adapters: [wallet.adapter], networks: [solanaNetwork] }), siwx, address, signed };
  }

  it('asks the Solana wallet to sign the Solana message, verifies its signature and keeps the session', async () => {
    const { latch, siwx, address, signed } = solanaLatch();
    await connect(latch, { connectorId: 'io.test', namespace: 'solana' });
    await flush();
    expect(selectCurrentView(latch.getState())).toBe('SIWXSignMessage');
    await signIn(latch);
    expect(signed).toEqual([expect.stringContaining(`app.example wants you to sign in with your Solana account:\n${address}\n`)]);
    expect(signed[0]).toContain('\nChain ID: 3ByopDBLUk2VLcuESmRyiAGvwkCRPUuN\n');
    expect(latch.getState().siwx.error).toBeUndefined();
    expect(latch.getState().modal.open).toBe(false);
    expect(await siwx.getSessions(CHAIN, address, SOLANA_SIGN_IN_PROFILE)).toHaveLength(1);
  });

  it("refuses a signature that is not the account's: the view reopens with the reason and no session is kept", async () => {
    const { latch, siwx, address } = solanaLatch({ signer: generateKeyPairSync('ed25519').privateKey });
    await connect(latch, { connectorId: 'io.test', namespace: 'solana' });
    await flush();
    await signIn(latch);
    expect(latch.getState().siwx.error).toEqual(LatchMessages.siwxSignatureInvalid);
    expect(selectCurrentView(latch.getState())).toBe('SIWXSignMessage');
    expect(latch.getState().siwx.session).toBeUndefined();
    expect(await siwx.getSessions(CHAIN, address, SOLANA_SIGN_IN_PROFILE)).toEqual([]);
  });
});

describe('SIWX on a namespace Latch names nowhere: the adapter brings the profile', () => {
  const ATOM = 'cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02';
  const cosmosHub = { ...testNetwork, id: 'cosmoshub-4', caipNetworkId: 'cosmos:cosmoshub-4' as const, chainNamespace: 'cosmos', name: 'Cosmos Hub' };
  const COSMOS: SignInProfile = { namespace: 'cosmos', accountLabel: 'Cosmos', address: 'cosmos1[02-9ac-hj-np-z]{38}', reference: '[-a-zA-Z0-9]{1,32}' };
  const cosmosLatch = (signIn?: SignInProfile) => {
    const wallet = memoryAdapter({ namespace: 'cosmos', address: ATOM, chainId: cosmosHub.id, rules: { label: 'Cosmos', address: COSMOS.address, sends: 'native', ...(signIn && { signIn }) } });
    const siwx = eip4361Siwx({ domain: 'app.example', uri: 'https://app.example', storage: createStorage(null), now: () => Date.parse('2026-11-22T12:00:00Z') });
    return { ...testLatch({ siwx, adapters: [wallet.adapter], networks: [cosmosHub] }), wallet, siwx };
  };

  it("writes the message in the adapter's profile, has it signed and keeps the session", async () => {
    const { latch, wallet, siwx } = cosmosLatch(COSMOS);
    await connect(latch, { connectorId: 'io.test', namespace: 'cosmos' });
    await flush();
    await signIn(latch);
    expect(wallet.calls.find((c) => c.startsWith('sign:'))).toContain(`app.example wants you to sign in with your Cosmos account:\n${ATOM}\n\n\nURI: https://app.example\nVersion: 1\nChain ID: cosmoshub-4\n`);
    expect(latch.getState().siwx.error).toBeUndefined();
    expect(await siwx.getSessions('cosmos:cosmoshub-4', ATOM, COSMOS)).toHaveLength(1);
    // Without the profile, a stored session is not read, so not honoured.
    expect(await siwx.getSessions('cosmos:cosmoshub-4', ATOM)).toEqual([]);
  });

  it('writes no message, and asks no signature, where the adapter declares no profile', async () => {
    const { latch, wallet } = cosmosLatch();
    await connect(latch, { connectorId: 'io.test', namespace: 'cosmos' });
    await flush();
    await signIn(latch);
    expect(wallet.calls.filter((c) => c.startsWith('sign:'))).toEqual([]);
    expect(latch.getState().siwx.error).toEqual({ id: 'noSignInProfile', values: ['cosmos'], text: 'No sign-in message is written for the cosmos namespace' });
    expect(selectCurrentView(latch.getState())).toBe('SIWXSignMessage');
  });
});

describe('eip4361Siwx', () => {
  it('writes an EIP-4361 message', () => {
    expect(
      eip4361Message(
        { accountAddress: ADDRESS as Eip55Address, chainId: 'eip155:1', domain: 'app.example', uri: 'https://app.example', nonce: 'abc12345', issuedAt: '2026-11-22T12:00:00.000Z', expirationTime: '2026-11-23T12:00:00.000Z' },
        'Sign in to the demo.',
      ),
    ).toBe(
      [
        'app.example wants you to sign in with your Ethereum account:',
        ADDRESS,
        '',
        'Sign in to the demo.',
        '',
        'URI: https://app.example',
        'Version: 1',
        'Chain ID: 1',
        'Nonce: abc12345',
        'Issued At: 2026-11-22T12:00:00.000Z',
        'Expiration Time: 2026-11-23T12:00:00.000Z',
      ].join('\n'),
    );
  });

  it('keeps one session per account and chain, drops expired ones, and reads corrupt storage as none', async () => {
    let now = Date.parse('2026-11-22T12:00:00Z');
    const storage = createStorage(null);
    const siwx: SiwxConfig = eip4361Siwx({ domain: 'a', uri: 'https://a', storage, ttlMs: 1000, now: () => now });
    const { data, message } = await siwx.createMessage({ accountAddress: ADDRESS, chainId: 'eip155:1', profile: EIP4361_PROFILE });
    expect(data.nonce).toMatch(/^[0-9a-z]{8,}$/);
    await siwx.addSession({ data, message, signature: '0x1' }, EIP4361_PROFILE);
    await siwx.addSession({ data, message, signature: '0x2' }, EIP4361_PROFILE);
    expect((await siwx.getSessions('eip155:1', ADDRESS.toLowerCase(), EIP4361_PROFILE)).map((s) => s.signature)).toEqual(['0x2']);
    expect(await siwx.getSessions('eip155:10', ADDRESS, EIP4361_PROFILE)).toEqual([]);
    now += 1001;
    expect(await siwx.getSessions('eip155:1', ADDRESS, EIP4361_PROFILE)).toEqual([]);
    storage.set('siwx-sessions', [{ nope: true }]);
    expect(await siwx.getSessions('eip155:1', ADDRESS, EIP4361_PROFILE)).toEqual([]);
  });
});
