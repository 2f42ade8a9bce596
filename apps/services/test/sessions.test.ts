// /v1/sessions/{id} and its revocation, signed by the session's address over a documented text.
import { apiRequest, sessionResponseSchema } from '@latch/core/api';
import { Wallet, type BaseWallet } from 'ethers';
import { createSession, ensureProject, revokeSessionMessage } from '../src/index.js';
import { CALL, fetchJson, urlOf, useServices } from './helpers.js';

const services = useServices();
const api = () => ({ baseUrl: services().url, projectId: CALL.projectId });
const post = (path: string, body: unknown) => fetchJson(urlOf(services().url, path), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function newSession(wallet: BaseWallet) {
  return createSession(services().db, { projectId: CALL.projectId, address: wallet.address, chainId: 'eip155:31337', expiresAt: new Date('2030-01-01T00:00:00Z') });
}

describe('/v1/sessions/{id}', () => {
  it("answers a session of the call's project", async () => {
    const wallet = Wallet.createRandom();
    const session = await newSession(wallet);
    const answer = await apiRequest(api(), { path: `/v1/sessions/${session.id}`, schema: sessionResponseSchema, empty: { id: '', address: '', chainId: '' } });
    expect(answer).toEqual({ id: session.id, address: wallet.address, chainId: 'eip155:31337', expiresAt: '2030-01-01T00:00:00.000Z' });
  });

  it("answers 404 for an unknown id and for another project's session, 400 for a malformed id", async () => {
    expect((await fetchJson(urlOf(services().url, '/v1/sessions/nope'))).status).toBe(404);
    await ensureProject(services().db, { id: 'other-app', name: 'Other', allowedOrigins: [] });
    const theirs = await createSession(services().db, { projectId: 'other-app', address: Wallet.createRandom().address, chainId: 'eip155:1' });
    expect((await fetchJson(urlOf(services().url, `/v1/sessions/${theirs.id}`))).status).toBe(404);
    expect((await fetchJson(urlOf(services().url, '/v1/sessions/a%20b'))).status).toBe(400);
  });
});

describe('/v1/sessions/{id}/revoke', () => {
  it("revokes with the session address's signature of the documented text, once and for all", async () => {
    const wallet = Wallet.createRandom();
    const session = await newSession(wallet);
    expect(revokeSessionMessage(session.id, session.pci)).toBe(`Revoke Latch session ${session.id}\nPermission context: ${session.pci}`);
    const signature = await wallet.signMessage(revokeSessionMessage(session.id, session.pci));
    const answer = await post(`/v1/sessions/${session.id}/revoke`, { pci: session.pci, signature });
    expect(answer.status).toBe(200);
    const revokedAt = (answer.body as { revokedAt?: string }).revokedAt;
    expect(Date.parse(revokedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const again = await post(`/v1/sessions/${session.id}/revoke`, { pci: session.pci, signature });
    expect((again.body as { revokedAt?: string }).revokedAt).toBe(revokedAt);
    const read = await fetchJson(urlOf(services().url, `/v1/sessions/${session.id}`));
    expect(sessionResponseSchema.parse(read.body).id).toBe(session.id);
    expect(read.body).toMatchObject({ revokedAt });
  });

  it('refuses a signature by another key, a wrong pci and a malformed body, leaving the session alive', async () => {
    const wallet = Wallet.createRandom();
    const session = await newSession(wallet);
    const byOther = await post(`/v1/sessions/${session.id}/revoke`, { pci: session.pci, signature: await Wallet.createRandom().signMessage(revokeSessionMessage(session.id, session.pci)) });
    expect(byOther.status).toBe(400);
    expect(byOther.body).toMatchObject({ reasons: [{ description: 'signature: must sign the revocation text with the session address' }] });
    const wrongPci = await post(`/v1/sessions/${session.id}/revoke`, { pci: 'other', signature: await wallet.signMessage(revokeSessionMessage(session.id, 'other')) });
    expect(wrongPci.status).toBe(400);
    expect((wrongPci.body as { message: string }).message).toContain('pci');
    expect((await post(`/v1/sessions/${session.id}/revoke`, { pci: session.pci })).status).toBe(400);
    expect((await post('/v1/sessions/unknown/revoke', { pci: 'x', signature: `0x${'1'.repeat(130)}` })).status).toBe(404);
    expect((await fetchJson(urlOf(services().url, `/v1/sessions/${session.id}`))).body).not.toHaveProperty('revokedAt');
  });
});
