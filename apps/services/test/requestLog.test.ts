// The request log over the real services: a whole email-code login, a key backup, its wrap key
// and a faucet funding on a real devnet, with the log kept in memory. Each request leaves one JSON
// line naming its id (the one its answer carries), route pattern, status and duration; no line
// holds the email, the code, the session token, a proof, the wrap key or a full address.
import { liquidityProviderAccount, startDevnet, type Devnet } from '@latch/devnet';
import { Wallet } from 'ethers';
import { createServices, faucetConfigFromDevnet, type Services } from '../src/index.js';
import { AuthClient, linkToken, wrongCode } from './authHelpers.js';
import { servicesTestDatabase, type TestDatabase } from './database.js';
import { callJson, FRAME_ORIGIN, type JsonAnswer } from './helpers.js';
import { LogCapture, type LogLine } from './logCapture.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const log = new LogCapture();
let devnet: Devnet;
let database: TestDatabase;
let services: Services;
const extra: Services[] = [];

beforeAll(async () => {
  database = await servicesTestDatabase();
  devnet = await startDevnet({ port: 0 });
  const faucet = faucetConfigFromDevnet(devnet, { key: liquidityProviderAccount().privateKey });
  services = await createServices({ port: 0, database: database.config, auth: { smtpPort: 0, newDeviceHoldMs: 0 }, faucet, log: { level: 'trace', destination: log.destination } });
}, 60_000);
afterAll(async () => {
  await Promise.all(extra.map((started) => started.stop()));
  await services?.stop();
  await devnet?.stop();
  await database?.drop();
});

const requestLines = (capture = log) => capture.lines().filter((line) => line.msg === 'request');

/** The one request line of `answer` in `capture`, found by the id its `x-request-id` carries. */
function lineOf(answer: JsonAnswer, capture = log): LogLine {
  const reqId = answer.headers.get('x-request-id');
  const lines = requestLines(capture).filter((line) => line.reqId === reqId);
  expect({ reqId, lines: lines.length }).toEqual({ reqId: expect.any(String), lines: 1 });
  return lines[0]!;
}

function expectLogged(answer: JsonAnswer, method: string, route: string): void {
  expect(lineOf(answer)).toMatchObject({ level: 'info', reqId: expect.stringMatching(UUID), method, route, status: answer.status, durationMs: expect.any(Number) });
}

describe('the request log', () => {
  it('logs a login, a key backup, its wrap key and a funding by id, route, status and duration, and none of their secrets', async () => {
    const client = new AuthClient(() => services);
    const email = `Logged.Person+${Date.now()}@example.com`;
    const deviceId = 'logged-device';
    const secrets: string[] = [email];

    const started = await client.start(email, deviceId);
    expect(started).toMatchObject({ status: 200, body: { action: 'VERIFY_DEVICE' } });
    expectLogged(started, 'POST', '/auth/v1/email/start');
    const approvalToken = linkToken(await client.latestLink(email)).token;
    secrets.push(approvalToken);
    await client.approveByLink(email);
    const approved = await client.verifyDevice(email, deviceId);
    expectLogged(approved, 'POST', '/auth/v1/email/verify-device');
    const code = await client.latestCode(email);
    secrets.push(code);
    const verified = await client.verifyOtp(email, deviceId, code);
    expectLogged(verified, 'POST', '/auth/v1/email/verify-otp');
    const { token } = verified.body as { token: string };
    secrets.push(token);

    const deviceKey = client.keyOf(token)!;
    const address = Wallet.createRandom().address;
    secrets.push(address);
    const backupProof = await client.proofFor(deviceKey, 'PUT', '/auth/v1/key-backup', token);
    secrets.push(backupProof);
    const stored = await client.call('PUT', '/auth/v1/key-backup', { ciphertext: Buffer.from('sealed').toString('base64'), address }, { token, origin: FRAME_ORIGIN, proof: false, headers: { dpop: backupProof } });
    expect(stored.status).toBe(200);
    expectLogged(stored, 'PUT', '/auth/v1/key-backup');
    const wrapProof = await client.proofFor(deviceKey, 'GET', '/auth/v1/key-backup/wrap-key', token);
    secrets.push(wrapProof);
    const wrapped = await client.call('GET', '/auth/v1/key-backup/wrap-key', undefined, { token, origin: FRAME_ORIGIN, proof: false, headers: { dpop: wrapProof } });
    expect(wrapped).toMatchObject({ status: 200, body: { wrapKey: expect.any(String) } });
    expectLogged(wrapped, 'GET', '/auth/v1/key-backup/wrap-key');
    secrets.push((wrapped.body as { wrapKey: string }).wrapKey);

    const funded = Wallet.createRandom().address;
    secrets.push(funded);
    const funding = await callJson(services.url, 'POST', '/dev/faucet', { address: funded });
    expect(funding.status).toBe(200);
    expectLogged(funding, 'POST', '/dev/faucet');
    const balance = await callJson(services.url, 'GET', `/v1/account/${funded}/balance`, undefined, { query: { currency: 'usd' } });
    expectLogged(balance, 'GET', '/v1/account/:address/balance');
    // A refused code is logged as its status, never as what was sent.
    const wrong = await client.verifyOtp(email, deviceId, wrongCode(code));
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    expectLogged(wrong, 'POST', '/auth/v1/email/verify-otp');

    const text = log.text.toLowerCase();
    expect(secrets.filter((secret) => text.includes(secret.toLowerCase()))).toEqual([]);
    // Not even the address without its 0x, nor the email's local part.
    expect([funded.slice(2), address.slice(2), email.split('@')[0]!].filter((part) => text.includes(part.toLowerCase()))).toEqual([]);
    for (const line of requestLines()) {
      expect(line).toEqual({ level: 'info', time: expect.any(String), pid: process.pid, reqId: expect.stringMatching(UUID), method: expect.any(String), route: expect.stringMatching(/^\/|^\(unmatched\)$/), status: expect.any(Number), durationMs: expect.any(Number), msg: 'request' });
    }
  });

  it('gives an unmatched path the route "(unmatched)", not its path', async () => {
    const answer = await callJson(services.url, 'GET', '/no/such/0xabcdef0123456789abcdef0123456789abcdef01');
    expect(answer.status).toBe(404);
    expectLogged(answer, 'GET', '(unmatched)');
  });

  it('logs an unhandled error with the id of its request, and answers 500 with that id', async () => {
    const failingLog = new LogCapture();
    const failing = await createServices({ port: 0, database: database.config, auth: { smtpPort: 0 }, log: { level: 'info', destination: failingLog.destination } });
    extra.push(failing);
    failing.app.get('/test/throws', () => {
      throw new Error('boom at https://node.example/v2/secret-api-key?token=abc for person@example.com');
    });
    const answer = await callJson(failing.url, 'GET', '/test/throws');
    expect(answer.status).toBe(500);
    const reqId = answer.headers.get('x-request-id');
    const error = failingLog.lines().find((line) => line.reqId === reqId && line.msg === 'unhandled error');
    expect(error).toMatchObject({ level: 'error', err: { type: 'Error', message: 'boom at https://node.example for [email]' } });
    expect(lineOf(answer, failingLog)).toMatchObject({ route: '/test/throws', status: 500 });
  });
});

describe('the request id', () => {
  const sendWithId = (url: string) => callJson(url, 'GET', '/v1/supported-chains', undefined, { headers: { 'x-request-id': 'proxy-id-1', 'x-forwarded-for': '203.0.113.9' } });

  it("is the trusted proxy's when one stands in front, and a new UUID when none does or its id is not a plain token", async () => {
    expect((await sendWithId(services.url)).headers.get('x-request-id')).toMatch(UUID);
    const proxiedLog = new LogCapture();
    const behindProxy = await createServices({ port: 0, database: database.config, auth: { smtpPort: 0 }, trustedProxies: 1, log: { level: 'info', destination: proxiedLog.destination } });
    extra.push(behindProxy);
    const answer = await sendWithId(behindProxy.url);
    expect(answer.headers.get('x-request-id')).toBe('proxy-id-1');
    expect(lineOf(answer, proxiedLog)).toMatchObject({ reqId: 'proxy-id-1', route: '/v1/supported-chains', status: 200 });
    const forged = await callJson(behindProxy.url, 'GET', '/v1/supported-chains', undefined, { headers: { 'x-request-id': 'two words","level":"fatal' } });
    expect(forged.headers.get('x-request-id')).toMatch(UUID);
  });
});
