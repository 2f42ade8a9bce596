// Sign In With Farcaster against the devnet's real ID registry: the frame creates a channel, the
// wallet app (auth-client's wallet client) reads it, signs with the fid's custody key and approves;
// complete checks it again and gives a session for (farcaster, fid). A wrong custody key, a bad
// signature, a reused nonce and an expired message are each refused with their reason.
import { AUTH_MESSAGES, configFromEnv, ConfigError, FARCASTER_MESSAGES, FARCASTER_SAID, FARCASTER_RELAY_PATH, type FarcasterCompletion } from '../src/index.js';
import { newDeviceKey, type DeviceKey } from './authHelpers.js';
import { FRAME_ORIGIN, useServices } from './helpers.js';
import { FarcasterClient } from './farcasterHelpers.js';
import { FARCASTER_TEST_HOLD_MS, SIGN_IN_URL, useFarcasterWorld, type ChannelAnswer, type Custodian } from './farcasterHelpers.js';

const { clock, services, client, custodian } = useFarcasterWorld();
const unconfigured = useServices({ auth: { smtpPort: 0 } });

let ada: Custodian;
let bob: Custodian;
beforeAll(async () => {
  [ada, bob] = [await custodian(5), await custodian(6)];
});

async function newChannel(): Promise<{ key: DeviceKey; channel: ChannelAnswer }> {
  const key = await newDeviceKey();
  return { key, channel: await client.created(key) };
}

describe('a Farcaster sign-in', () => {
  it("creates a channel whose link carries its token, nonce, the frame's domain and URI", async () => {
    const { channel } = await newChannel();
    expect(channel.channelToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(channel.domain).toBe(new URL(FRAME_ORIGIN).host);
    expect(channel.siweUri).toBe(FRAME_ORIGIN);
    const url = new URL(channel.url);
    expect(`${url.origin}${url.pathname}`).toBe(SIGN_IN_URL.replace(/\/$/, '/'));
    expect(Object.fromEntries(url.searchParams)).toEqual({ channelToken: channel.channelToken, nonce: channel.nonce, siweUri: FRAME_ORIGIN, domain: channel.domain });
    expect(Date.parse(channel.expiresAt)).toBe(clock.now() + 10 * 60_000);
    // The relay answers the wallet app pending, what to sign, and from any origin.
    const status = await client.status(channel.channelToken);
    expect(status.status).toBe(202);
    expect(status.headers.get('access-control-allow-origin')).toBe('*');
    expect(status.body).toMatchObject({ state: 'pending', nonce: channel.nonce, url: channel.url, signatureParams: { domain: channel.domain, siweUri: FRAME_ORIGIN, nonce: channel.nonce } });
    // What the person signs in to comes from configuration, never from the request: another allowed frame origin changes nothing.
    const fromOtherOrigin = await client.create(await newDeviceKey(), { origin: 'http://localhost:5174' });
    expect(fromOtherOrigin).toMatchObject({ status: 201, body: { domain: new URL(FRAME_ORIGIN).host, siweUri: FRAME_ORIGIN } });
    // Only a hash of the token is kept.
    const [row] = await services().db.query<Record<string, unknown>>('select * from auth_farcaster_channels where nonce = $1', [channel.nonce]);
    expect(Object.values(row!)).not.toContain(channel.channelToken);
  });

  it("approved by the fid's custody key through auth-client, completes with a session for (farcaster, fid), the same user each time on the same device", async () => {
    const { key, channel } = await newChannel();
    expect(await client.complete(channel.channelToken, key, 0)).toMatchObject({ status: 202, body: { status: 'pending' } });
    const signed = await client.sign(channel.url, ada.wallet, ada.fid);
    const approved = await client.walletClient().authenticate({ channelToken: channel.channelToken, authKey: 'sample-wallet', ...signed, username: 'ada' });
    expect(approved.isError).toBe(false);
    expect(approved.data).toMatchObject({ state: 'completed', fid: ada.fid, username: 'ada', custody: ada.wallet.address, message: signed.message, signature: signed.signature });
    expect((await client.status(channel.channelToken)).status).toBe(200);

    // Who approved, for the person to confirm on the frame's screen; no session yet.
    expect(await client.complete(channel.channelToken, key)).toMatchObject({
      status: 200,
      body: { status: 'approved', identity: { fid: ada.fid, username: 'ada', displayName: null, pfpUrl: null, custody: ada.wallet.address } },
    });
    const completed = await client.confirm(channel.channelToken, key);
    expect(completed.status).toBe(200);
    const completion = completed.body as FarcasterCompletion;
    expect(completion.user).toEqual({ email: null, userId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(completion.identity).toEqual({ fid: ada.fid, username: 'ada', displayName: null, pfpUrl: null, custody: ada.wallet.address });
    expect(await client.auth.call('GET', '/auth/v1/session', undefined, { token: completion.token, proof: key })).toMatchObject({ status: 200, body: { user: completion.user } });
    // Taken once.
    expect(await client.confirm(channel.channelToken, key)).toMatchObject({ status: 410, body: FARCASTER_SAID.completed });

    // The same device signs in again (another device: farcasterNewDevice.test.ts).
    const again = await client.created(key);
    expect((await client.authenticate(again.channelToken, await client.sign(again.url, ada.wallet, ada.fid))).status).toBe(200);
    const second = await client.confirm(again.channelToken, key);
    expect((second.body as FarcasterCompletion).user.userId).toBe(completion.user.userId);
  });

  it('complete waits for the approval (long poll, reading the database)', async () => {
    const { key, channel } = await newChannel();
    const waiting = client.complete(channel.channelToken, key, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await client.authenticate(channel.channelToken, await client.sign(channel.url, bob.wallet, bob.fid))).status).toBe(200);
    expect(await waiting).toMatchObject({ status: 200, body: { identity: { fid: bob.fid } } });
  });

  it("refuses a message signed by another custody key than the fid's", async () => {
    const { key, channel } = await newChannel();
    // Bob signs for Ada's fid: his signature is good, but the registry names Ada as its custody.
    const answer = await client.authenticate(channel.channelToken, await client.sign(channel.url, bob.wallet, ada.fid));
    expect(answer).toMatchObject({ status: 401, body: { message: FARCASTER_MESSAGES.refused('custody') } });
    expect(await client.complete(channel.channelToken, key, 0)).toMatchObject({ status: 202 });
  });

  it('refuses a signature that is not by the address the message names', async () => {
    const { channel } = await newChannel();
    const signed = await client.sign(channel.url, ada.wallet, ada.fid);
    const forged = { ...signed, signature: (await bob.wallet.signMessage(signed.message)) as `0x${string}` };
    expect(await client.authenticate(channel.channelToken, forged)).toMatchObject({ status: 401, body: { message: FARCASTER_MESSAGES.refused('signature') } });
    expect(await client.authenticate(channel.channelToken, { ...signed, fid: bob.fid })).toMatchObject({ status: 400, body: { message: FARCASTER_MESSAGES.refused('fid') } });
  });

  it("refuses a reused nonce: another channel's approval, or the same approval twice", async () => {
    const first = await newChannel();
    const signed = await client.sign(first.channel.url, ada.wallet, ada.fid);
    expect((await client.authenticate(first.channel.channelToken, signed)).status).toBe(200);
    expect(await client.authenticate(first.channel.channelToken, signed)).toMatchObject({ status: 409, body: { message: FARCASTER_MESSAGES.approved } });
    const second = await newChannel();
    expect(await client.authenticate(second.channel.channelToken, signed)).toMatchObject({ status: 401, body: { message: FARCASTER_MESSAGES.refused('nonce') } });
  });

  it('refuses an expired message, at the approval and again at complete when it expired meanwhile', async () => {
    const { key, channel } = await newChannel();
    const stale = await client.sign(channel.url, ada.wallet, ada.fid, { expirationTime: new Date(clock.now() - 1000) });
    expect(await client.authenticate(channel.channelToken, stale)).toMatchObject({ status: 401, body: { message: FARCASTER_MESSAGES.refused('expired') } });

    const shortLived = await client.sign(channel.url, ada.wallet, ada.fid, { expirationTime: new Date(clock.now() + 30_000) });
    expect((await client.authenticate(channel.channelToken, shortLived)).status).toBe(200);
    clock.advance(60_000);
    expect(await client.confirm(channel.channelToken, key)).toMatchObject({ status: 401, body: { message: FARCASTER_MESSAGES.refused('expired') } });
    expect(await client.confirm(channel.channelToken, key)).toMatchObject({ status: 410, body: FARCASTER_SAID.completed });
  });

  it("is confirmed only once approved, and \"Not me\" ends it: the approved account never gets a session through it", async () => {
    const { key, channel } = await newChannel();
    expect(await client.confirm(channel.channelToken, key)).toMatchObject({ status: 409, body: { message: FARCASTER_MESSAGES.notApproved } });
    expect((await client.authenticate(channel.channelToken, await client.sign(channel.url, bob.wallet, bob.fid))).status).toBe(200);
    expect(await client.complete(channel.channelToken, key)).toMatchObject({ status: 200, body: { status: 'approved', identity: { fid: bob.fid } } });
    expect(await client.cancel(channel.channelToken, await newDeviceKey())).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.proofOtherKey } });
    expect(await client.cancel(channel.channelToken, key)).toMatchObject({ status: 200, body: { cancelled: true } });
    expect(await client.confirm(channel.channelToken, key)).toMatchObject({ status: 410, body: FARCASTER_SAID.completed });
  });

  it('ends a channel nobody approved in 10 minutes', async () => {
    const { key, channel } = await newChannel();
    const signed = await client.sign(channel.url, ada.wallet, ada.fid);
    clock.advance(10 * 60_000);
    expect(await client.authenticate(channel.channelToken, signed)).toMatchObject({ status: 410, body: FARCASTER_SAID.expired });
    expect(await client.complete(channel.channelToken, key, 0)).toMatchObject({ status: 410, body: FARCASTER_SAID.expired });
  });
});

describe('a channel that another program made', () => {
  it("(its own key, its QR code shown by a hostile page, approved by the person) gives that program no session: no token, no backup, no wrap key", async () => {
    // The person's own wallet: a Farcaster sign-in on their device, whose keys are backed up.
    const own = await newChannel();
    expect((await client.authenticate(own.channel.channelToken, await client.sign(own.channel.url, bob.wallet, bob.fid))).status).toBe(200);
    const session = (await client.confirm(own.channel.channelToken, own.key)).body as FarcasterCompletion;
    const fromFrameWith = (token: string) => ({ origin: FRAME_ORIGIN, token });
    expect((await client.auth.call('GET', '/auth/v1/key-backup/wrap-key', undefined, fromFrameWith(session.token))).status).toBe(200);
    expect((await client.auth.call('PUT', '/auth/v1/key-backup', { ciphertext: 'c2VhbGVk', address: `0x${'cd'.repeat(20)}` }, fromFrameWith(session.token))).status).toBe(200);

    // A program's channel (its key, the frame's Origin forged), whose link the person approves in their Farcaster app.
    const attacker = await newChannel();
    expect((await client.authenticate(attacker.channel.channelToken, await client.sign(attacker.channel.url, bob.wallet, bob.fid))).status).toBe(200);
    const stolen = await client.confirm(attacker.channel.channelToken, attacker.key);
    expect(stolen).toMatchObject({ status: 409, body: FARCASTER_SAID.newDevice });
    expect(stolen.body).not.toHaveProperty('token');
    expect(stolen.body).not.toHaveProperty('user');
    // The device that made the keys is not held.
    expect((await client.auth.call('GET', '/auth/v1/key-backup/wrap-key', undefined, fromFrameWith(session.token))).status).toBe(200);
    expect(FARCASTER_TEST_HOLD_MS).toBeGreaterThan(0);
  });
});

describe("the Farcaster routes' guards", () => {
  it("create and complete answer the frame's origin alone, with its device key's proof", async () => {
    const key = await newDeviceKey();
    expect(await client.create(key, { origin: 'http://localhost:5173' })).toMatchObject({ status: 403, body: { message: FARCASTER_MESSAGES.frameOnly } });
    expect((await client.create(key, { proof: false })).status).toBe(401);
    const { channel } = await newChannel();
    expect(await client.complete(channel.channelToken, key, 0)).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.proofOtherKey } });
  });

  it("the relay wants the channel's token, and an approval of the right shape", async () => {
    expect(await client.status('x'.repeat(43))).toMatchObject({ status: 401, body: FARCASTER_SAID.unknownChannel });
    const missing = await fetch(`${services().url}${FARCASTER_RELAY_PATH}/status`);
    expect(missing.status).toBe(401);
    expect(((await missing.json()) as { message: string }).message).toBe(FARCASTER_MESSAGES.tokenMissing);
    const { channel } = await newChannel();
    const signed = await client.sign(channel.url, ada.wallet, ada.fid);
    expect((await client.authenticate(channel.channelToken, { ...signed, signature: '0x1234' as `0x${string}` })).status).toBe(400);
    expect((await client.authenticate(channel.channelToken, { ...signed, username: 'Not A Name!' })).status).toBe(400);
    expect(await client.authenticate(channel.channelToken, { ...signed, message: 'hello' })).toMatchObject({ status: 400, body: { message: FARCASTER_MESSAGES.refused('malformed') } });
  });
});

describe("Farcaster sign-in's configuration", () => {
  it('is off without a registry RPC: create says so', async () => {
    const answer = await new FarcasterClient(unconfigured, Date.now).create(await newDeviceKey());
    expect(answer).toMatchObject({ status: 400, body: { message: FARCASTER_MESSAGES.notConfigured } });
  });

  it('reads the RPC, registry, chain and sign-in page from the environment, and refuses bad values', () => {
    const vars = { LATCH_FARCASTER_RPC_URL: 'https://op.example/rpc', LATCH_FARCASTER_ID_REGISTRY: '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b', LATCH_FARCASTER_CHAIN_ID: '10', LATCH_FARCASTER_SIGN_IN_URL: 'https://farcaster.xyz/~/siwf' };
    expect(configFromEnv(vars).auth.farcaster).toEqual({ rpcUrl: vars.LATCH_FARCASTER_RPC_URL, idRegistry: vars.LATCH_FARCASTER_ID_REGISTRY, chainId: 10, signInUrl: vars.LATCH_FARCASTER_SIGN_IN_URL });
    expect(configFromEnv({}).auth.farcaster).toBeUndefined();
    expect(() => configFromEnv({ LATCH_FARCASTER_RPC_URL: 'ftp://x', LATCH_FARCASTER_ID_REGISTRY: '0x12' })).toThrow(ConfigError);
    expect(() => configFromEnv({ LATCH_FARCASTER_ID_REGISTRY: '0x12' })).toThrow(/LATCH_FARCASTER_ID_REGISTRY/);
  });
});
