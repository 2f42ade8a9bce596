// Nothing half-written after a failed request: analytics, name registration and permission
// sessions. Each refusal is sent with an otherwise valid body where it can be, so a guard that
// let it through would write, and the whole database is compared before and after. Auth is in
// failedAuthWrites.test.ts, the onramp and the history index in failedChainWrites.test.ts.
import { Wallet, type BaseWallet } from 'ethers';
import { createSession, ensureProject, registrationMessage, revokeSessionMessage, type PermissionSession } from '../src/index.js';
import { withFault } from './dbFault.js';
import { changesDuring, testRefusalsWriteNothing, type Refusal } from './dbSnapshot.js';
import { callJson, DEMO_ORIGIN, forUnknownProject, fromOtherOrigin, useServices, type CallOptions } from './helpers.js';

const services = useServices();
const post = (path: string, body: unknown, options?: CallOptions) => callJson(services().url, 'POST', path, body, options);

const event = (eventId: string, props: Record<string, unknown> = { type: 'track', event: 'MODAL_OPEN' }) => ({
  eventId,
  url: 'http://localhost:5173/',
  domain: 'localhost',
  timestamp: 1_700_000_000_000,
  props,
});

const COIN_TYPE = 2147514985; // ENSIP-11 for chain 31337
const TAKEN = 'taken-name';

async function registration(wallet: BaseWallet, name: string, { timestamp = Math.floor(Date.now() / 1000), signer = wallet } = {}) {
  const message = registrationMessage({ name, coinType: COIN_TYPE, address: wallet.address, timestamp });
  return { coin_type: COIN_TYPE, address: wallet.address, message, signature: await signer.signMessage(message) };
}

const sessionOwner = Wallet.createRandom();
let session: PermissionSession;
let otherProjectsSession: PermissionSession;
const revocation = async (target: PermissionSession, signer: BaseWallet = sessionOwner) => ({
  pci: target.pci,
  signature: await signer.signMessage(revokeSessionMessage(target.id, target.pci)),
});

beforeAll(async () => {
  const { db } = services();
  expect((await post('/v1/profile/account', await registration(Wallet.createRandom(), TAKEN))).status).toBe(200);
  session = await createSession(db, { projectId: 'latch-demo', address: sessionOwner.address, chainId: 'eip155:31337' });
  await ensureProject(db, { id: 'other-app', name: 'Other', allowedOrigins: [DEMO_ORIGIN] });
  otherProjectsSession = await createSession(db, { projectId: 'other-app', address: sessionOwner.address, chainId: 'eip155:31337' });
});

describe('the snapshot', () => {
  it('sees what a successful request writes, so an empty difference means something', async () => {
    const { result, changes } = await changesDuring(services().db, () => post('/e', event('seen')));
    expect(result.status).toBe(202);
    expect(changes).toEqual({ analytics_events: { added: [expect.objectContaining({ event_id: 'seen', origin: DEMO_ORIGIN })], removed: [] } });
  });
});

const revokePath = (target: PermissionSession) => `/v1/sessions/${target.id}/revoke`;

const refusals: Refusal[] = [
  ['POST /e without an eventId', 400, () => post('/e', { ...event('x'), eventId: undefined })],
  ['POST /e with a body that is not JSON', 400, () => post('/e', '{"eventId":')],
  ['POST /e over 64 KiB', 413, () => post('/e', event('too-large', { type: 'error', event: 'ERROR', stack: 'x'.repeat(64 * 1024) }))],
  ['POST /e from an origin not allowed', 403, () => post('/e', event('elsewhere'), fromOtherOrigin)],
  ['POST /e for an unknown project', 401, () => post('/e', event('unknown-project'), forUnknownProject)],
  ['POST /e without sv', 400, () => post('/e', event('no-sv'), { query: { sv: '' } })],

  ['a registration with a malformed body', 400, () => post('/v1/profile/account', { coin_type: -1, address: '0x0', message: '', signature: '0x' })],
  ['a registration signed by another key', 400, async () => post('/v1/profile/account', await registration(Wallet.createRandom(), 'forged-name', { signer: Wallet.createRandom() }))],
  ['a registration signed 11 minutes ago', 400, async () => post('/v1/profile/account', await registration(Wallet.createRandom(), 'stale-name', { timestamp: Math.floor(Date.now() / 1000) - 11 * 60 }))],
  ['a registration of a name already taken (in capitals)', 400, async () => post('/v1/profile/account', await registration(Wallet.createRandom(), TAKEN.toUpperCase()))],
  ['a registration of a name too short', 400, async () => post('/v1/profile/account', await registration(Wallet.createRandom(), 'bob'))],
  ['a registration from an origin not allowed', 403, async () => post('/v1/profile/account', await registration(Wallet.createRandom(), 'elsewhere'), fromOtherOrigin)],
  ['a registration for an unknown project', 401, async () => post('/v1/profile/account', await registration(Wallet.createRandom(), 'unknown-project'), forUnknownProject)],

  ['a revocation signed by another key', 400, async () => post(revokePath(session), await revocation(session, Wallet.createRandom()))],
  ['a revocation naming another pci', 400, async () => post(revokePath(session), { ...(await revocation(session)), pci: 'another-context' })],
  ['a revocation without a signature', 400, () => post(revokePath(session), { pci: session.pci })],
  ['a revocation of an unknown session', 404, async () => post('/v1/sessions/no-such-session/revoke', await revocation(session))],
  ["a revocation of another project's session", 404, async () => post(revokePath(otherProjectsSession), await revocation(otherProjectsSession))],
  ['a revocation from an origin not allowed', 403, async () => post(revokePath(session), await revocation(session), fromOtherOrigin)],
  ['a revocation for an unknown project', 401, async () => post(revokePath(session), await revocation(session), forUnknownProject)],
];

testRefusalsWriteNothing(() => services().db, refusals);

describe('a registration that fails halfway', () => {
  it('keeps neither the name nor its address when the address cannot be stored', async () => {
    const { db } = services();
    const body = await registration(Wallet.createRandom(), 'half-written');
    const { result, changes } = await changesDuring(db, () => withFault(db, 'profile_addresses', 'insert', () => post('/v1/profile/account', body)));
    expect(result).toMatchObject({ status: 500, body: { message: 'Internal server error' } });
    expect(changes).toEqual({});
    expect((await post('/v1/profile/account', body)).status).toBe(200);
  });
});
