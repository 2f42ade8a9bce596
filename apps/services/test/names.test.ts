// Names (SPEC 4, 5, 7): registration by a real signature over the client's message, its refusals
// with SPEC 8's message and a reason, resolve, reverse, suggestions and identity.
import { apiRequest, ApiError, identityResponseSchema, nameSuggestionsResponseSchema, profileSchema, reverseProfilesResponseSchema } from '@latch/core/api';
import { Wallet, type BaseWallet } from 'ethers';
import { registrationMessage } from '../src/index.js';
import { CALL, fetchJson, urlOf, useServices } from './helpers.js';

const services = useServices();
const api = () => ({ baseUrl: services().url, projectId: CALL.projectId });
const COIN_TYPE = 2147514985; // ENSIP-11 for chain 31337
const now = () => Math.floor(Date.now() / 1000);

async function signed(wallet: BaseWallet, name: string, overrides: { timestamp?: number; coinType?: number; address?: string } = {}) {
  const message = registrationMessage({ name, coinType: overrides.coinType ?? COIN_TYPE, address: overrides.address ?? wallet.address, timestamp: overrides.timestamp ?? now() });
  return { coin_type: COIN_TYPE, address: wallet.address, message, signature: await wallet.signMessage(message) };
}

const register = (body: unknown) =>
  fetchJson(urlOf(services().url, '/v1/profile/account'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const profile = (name: string) => apiRequest(api(), { path: `/v1/profile/account/${name}`, query: { apiVersion: '2' }, schema: profileSchema, empty: { name, registered: 0, addresses: {} } });

describe('POST /v1/profile/account', () => {
  it('registers a name signed by its address, which then resolves, reverse-resolves and names the identity', async () => {
    const wallet = Wallet.createRandom();
    const answer = await register(await signed(wallet, 'alice'));
    expect(answer.status).toBe(200);
    expect(profileSchema.parse(answer.body)).toMatchObject({ name: 'alice.latch.id', addresses: { [COIN_TYPE]: { address: wallet.address } } });

    const resolved = await profile('alice.latch.id');
    expect(resolved.addresses[String(COIN_TYPE)]?.address).toBe(wallet.address);
    expect(Math.abs(resolved.registered - now())).toBeLessThan(60);
    expect((await profile('alice')).name).toBe('alice.latch.id');

    const reverse = await apiRequest(api(), { path: `/v1/profile/reverse/${wallet.address.toLowerCase()}`, query: { sender: wallet.address, apiVersion: '2' }, schema: reverseProfilesResponseSchema, empty: [] });
    expect(reverse.map((p) => p.name)).toEqual(['alice.latch.id']);
    const identity = await apiRequest(api(), { path: `/v1/identity/${wallet.address}`, schema: identityResponseSchema, empty: { name: null, avatar: null } });
    expect(identity).toEqual({ name: 'alice.latch.id', avatar: null });
  });

  it('lets one address hold several names, oldest first in reverse', async () => {
    const wallet = Wallet.createRandom();
    expect((await register(await signed(wallet, 'first-name'))).status).toBe(200);
    expect((await register(await signed(wallet, 'Second-Name'))).status).toBe(200);
    const reverse = await apiRequest(api(), { path: `/v1/profile/reverse/eip155:31337:${wallet.address}`, query: { apiVersion: '2' }, schema: reverseProfilesResponseSchema, empty: [] });
    expect(reverse.map((p) => p.name)).toEqual(['first-name.latch.id', 'second-name.latch.id']);
  });

  const refusals: [string, (wallet: BaseWallet) => Promise<unknown>, string, string][] = [
    ['a signature by another key', async (wallet) => ({ ...(await signed(wallet, 'mallory')), signature: await Wallet.createRandom().signMessage(registrationMessage({ name: 'mallory', coinType: COIN_TYPE, address: wallet.address, timestamp: now() })) }), 'mallory', 'The signature was not made by this address'],
    ['a timestamp 11 minutes old', (wallet) => signed(wallet, 'stale-name', { timestamp: now() - 11 * 60 }), 'stale-name', 'The signed message has expired: sign it again'],
    ['a name of 3 characters', (wallet) => signed(wallet, 'bob'), 'bob', 'A name must contain only letters, digits or hyphens and be at least 4 characters'],
    ['a name with an underscore', (wallet) => signed(wallet, 'bad_name'), 'bad_name', 'A name must contain only letters, digits or hyphens and be at least 4 characters'],
    ['a message for another address', async (wallet) => signed(wallet, 'someone', { address: Wallet.createRandom().address }), 'someone', 'The address signed differs from address'],
    ['a message for another coin type', async (wallet) => signed(wallet, 'cointype', { coinType: 60 }), 'cointype', 'The coin type signed differs from coin_type'],
    ['a message that is not JSON', async (wallet) => ({ coin_type: COIN_TYPE, address: wallet.address, message: 'hello', signature: await wallet.signMessage('hello') }), '', 'The message is not JSON'],
  ];

  it.each(refusals)('refuses %s with "Error registering name {name}" and why', async (_what, body, name, reason) => {
    const answer = await register(await body(Wallet.createRandom()));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: `Error registering name ${name}`.trim(), reasons: [{ description: reason }] });
  });

  it('refuses a name already registered, whatever its case, and the client reads the reason', async () => {
    expect((await register(await signed(Wallet.createRandom(), 'taken'))).status).toBe(200);
    const again = await register(await signed(Wallet.createRandom(), 'TAKEN'));
    expect(again.body).toEqual({ message: 'Error registering name TAKEN', reasons: [{ description: 'taken.latch.id is already registered' }] });
    const call = apiRequest(api(), { method: 'POST', path: '/v1/profile/account', body: await signed(Wallet.createRandom(), 'taken'), schema: profileSchema, empty: { name: '', registered: 0, addresses: {} } });
    await expect(call).rejects.toEqual(expect.objectContaining({ status: 400, reason: 'taken.latch.id is already registered' }));
    await expect(call).rejects.toBeInstanceOf(ApiError);
  });

  it.each([
    [{ coin_type: -1, address: '0x0', message: '', signature: '0x' }, /coin_type.*address.*message.*signature/s],
    [{ coin_type: COIN_TYPE, address: Wallet.createRandom().address, message: 'x', signature: '0x1234' }, /signature: must be a 65-byte signature/],
  ])('refuses a malformed body %j with 400 naming each field', async (body, message) => {
    const answer = await register(body);
    expect(answer.status).toBe(400);
    expect((answer.body as { message: string }).message).toMatch(message);
  });
});

describe('GET /v1/profile/*', () => {
  it('answers 404 for a name nobody registered and 400 for another zone', async () => {
    expect((await fetchJson(urlOf(services().url, '/v1/profile/account/nobody-here.latch.id', { apiVersion: '2' }))).status).toBe(404);
    const other = await fetchJson(urlOf(services().url, '/v1/profile/account/vitalik.eth', { apiVersion: '2' }));
    expect(other.status).toBe(400);
    expect((other.body as { message: string }).message).toContain('latch.id');
    expect((await fetchJson(urlOf(services().url, '/v1/profile/account/alice', { apiVersion: '3' }))).status).toBe(400);
  });

  it('answers an empty reverse list and a null identity for an address without names, and 400 for a bad address', async () => {
    const address = Wallet.createRandom().address;
    expect(await apiRequest(api(), { path: `/v1/profile/reverse/${address}`, query: { apiVersion: '2' }, schema: reverseProfilesResponseSchema, empty: [] })).toEqual([]);
    expect(await apiRequest(api(), { path: `/v1/identity/${address}`, schema: identityResponseSchema, empty: { name: 'x', avatar: null } })).toEqual({ name: null, avatar: null });
    expect((await fetchJson(urlOf(services().url, '/v1/identity/0xnope'))).status).toBe(400);
    expect((await fetchJson(urlOf(services().url, '/v1/profile/reverse/0xnope'))).status).toBe(400);
  });

  it('suggests the name with its state, then free numbered variants in the zone', async () => {
    const suggestions = (name: string) => apiRequest(api(), { path: `/v1/profile/suggestions/${name}`, query: { zone: 'latch.id' }, schema: nameSuggestionsResponseSchema, empty: { suggestions: [] } });
    expect((await register(await signed(Wallet.createRandom(), 'carol'))).status).toBe(200);
    expect((await register(await signed(Wallet.createRandom(), 'carol1'))).status).toBe(200);
    expect((await suggestions('Carol')).suggestions).toEqual([
      { name: 'carol.latch.id', registered: true },
      { name: 'carol2.latch.id', registered: false },
      { name: 'carol3.latch.id', registered: false },
      { name: 'carol4.latch.id', registered: false },
      { name: 'carol5.latch.id', registered: false },
    ]);
    expect((await suggestions('dave')).suggestions[0]).toEqual({ name: 'dave.latch.id', registered: false });
    expect((await suggestions('ab')).suggestions.map((s) => s.name)).toEqual(['ab01.latch.id', 'ab02.latch.id', 'ab03.latch.id', 'ab04.latch.id', 'ab05.latch.id']);
  });

  it('refuses suggestions in another zone or for a name with other characters', async () => {
    const zone = await fetchJson(urlOf(services().url, '/v1/profile/suggestions/carol', { zone: 'eth' }));
    expect(zone.status).toBe(400);
    expect((zone.body as { message: string }).message).toContain('zone: must be latch.id');
    expect((await fetchJson(urlOf(services().url, '/v1/profile/suggestions/has%20space'))).status).toBe(400);
  });
});
