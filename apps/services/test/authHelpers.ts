// Auth over real HTTP: a movable clock, the calls of the wallet frame (each with a proof of its
// device key, as the frame signs them), and the dev mailbox.
import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import type { AuthConfig, IssuedSession, Services, ServicesConfig } from '../src/index.js';
import { tokenHash } from '../src/auth/proof.js';
import { callJson, FRAME_ORIGIN, urlOf, useServices, type CallOptions, type JsonAnswer } from './helpers.js';

export const START = Date.parse('2030-01-01T00:00:00.000Z');

/** A clock the tests move by hand; auth reads it through `now`. */
export class TestClock {
  ms = START;
  readonly now = () => this.ms;
  advance(ms: number): void {
    this.ms += ms;
  }
}

export interface MailboxMessage {
  id: number;
  from: string;
  to: string;
  subject: string;
  text: string;
  code: string | null;
  /** The first link of the text: a new device's approval, or a new device's stop link. */
  link: string | null;
  receivedAt: string;
}

/** The token of a device page's link (`…/device.html?projectId=…#approve=<token>`), and its action. */
export function linkToken(link: string): { action: string; token: string } {
  const [action, token] = new URL(link).hash.slice(1).split('=');
  if (!action || !token) throw new Error(`not a device page link: ${link}`);
  return { action, token };
}

/** A device key as the frame holds one: an ECDSA P-256 pair whose private half never leaves. */
export interface DeviceKey {
  privateKey: CryptoKey;
  jwk: JWK;
}

export async function newDeviceKey(): Promise<DeviceKey> {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const { kty, crv, x, y } = await exportJWK(publicKey);
  return { privateKey, jwk: { kty, crv, x, y } };
}

export interface ProofClaims {
  htm: string;
  htu: string;
  iat: number;
  jti?: string;
  ath?: string;
}

/** A DPoP proof (RFC 9449) of `key`, as the frame makes one: tests bend the claims to see them refused. */
export async function signProof(key: DeviceKey, { jti = randomBytes(16).toString('base64url'), ...claims }: ProofClaims, header: Record<string, unknown> = {}): Promise<string> {
  return new SignJWT({ ...claims, jti }).setProtectedHeader({ typ: 'dpop+jwt', alg: 'ES256', jwk: key.jwk, ...header }).sign(key.privateKey);
}

export interface AuthCallOptions extends CallOptions {
  /** The device key that proves the call: by default the key of the token's login, else that of the body's deviceId; false sends no proof. */
  proof?: DeviceKey | false;
}

/** The frame's calls to one running services instance. */
export class AuthClient {
  readonly #deviceKeys = new Map<string, Promise<DeviceKey>>();
  readonly #tokenKeys = new Map<string, DeviceKey>();

  constructor(
    /** The services the calls go to: one instance, or a proxy in front of several (replicas.test.ts). */
    private readonly services: () => Pick<Services, 'url'>,
    private readonly now: () => number = Date.now,
  ) {}

  /** The device key of a device id, made the first time it is asked for. */
  deviceKey(deviceId: string): Promise<DeviceKey> {
    let key = this.#deviceKeys.get(deviceId);
    if (!key) this.#deviceKeys.set(deviceId, (key = newDeviceKey()));
    return key;
  }

  /** The device key a session token is bound to (its login's). */
  keyOf(token: string): DeviceKey | undefined {
    return this.#tokenKeys.get(token);
  }

  /** A proof of `key` for a call, on the services' clock. */
  proofFor(key: DeviceKey, method: string, path: string, token?: string): Promise<string> {
    const htu = urlOf(this.services().url, path, {}, {});
    return signProof(key, { htm: method, htu, iat: Math.floor(this.now() / 1000), ...(token === undefined ? {} : { ath: tokenHash(token) }) });
  }

  async call(method: string, path: string, body?: unknown, { proof, ...options }: AuthCallOptions = {}): Promise<JsonAnswer> {
    let key: DeviceKey | undefined;
    if (proof !== false && path.startsWith('/auth/')) {
      const deviceId = (body as { deviceId?: unknown } | undefined)?.deviceId;
      key = proof ?? (options.token === undefined ? undefined : this.#tokenKeys.get(options.token)) ?? (typeof deviceId === 'string' ? await this.deviceKey(deviceId) : undefined);
    }
    const headers = key ? { ...options.headers, dpop: await this.proofFor(key, method, path, options.token) } : options.headers;
    const answer = await callJson(this.services().url, method, path, body, { ...options, ...(headers ? { headers } : {}) });
    const token = (answer.body as { token?: unknown } | undefined)?.token;
    if (key && answer.status === 200 && typeof token === 'string') this.#tokenKeys.set(token, key);
    return answer;
  }

  /** The frame's email login starts from its own origin (as do its wait and its code, below). */
  start(email: string, deviceId: string, options: AuthCallOptions = {}) {
    return this.call('POST', '/auth/v1/email/start', { email, deviceId }, { origin: FRAME_ORIGIN, ...options });
  }

  /** The frame's wait for its device's approval by the mailed link (at most `waitMs`). */
  verifyDevice(email: string, deviceId: string, waitMs = 0, options: AuthCallOptions = {}) {
    return this.call('POST', '/auth/v1/email/verify-device', { email, deviceId, waitMs }, { origin: FRAME_ORIGIN, ...options });
  }

  /** What the wallet's device page shows for a link's token (from the frame's origin, as the page runs there). */
  devicePage(token: string, options: AuthCallOptions = {}) {
    return this.call('POST', '/auth/v1/device-approval', { token }, { origin: FRAME_ORIGIN, proof: false, ...options });
  }

  /** The person's decision on the wallet's device page. */
  decideDevice(token: string, decision: 'approve' | 'refuse', options: AuthCallOptions = {}) {
    return this.call('POST', '/auth/v1/device-approval/decide', { token, decision }, { origin: FRAME_ORIGIN, proof: false, ...options });
  }

  /** The newest link mailed to `email`. */
  async latestLink(email: string): Promise<string> {
    const [newest] = await this.mailbox(email);
    if (!newest?.link) throw new Error(`no link in the newest mail to ${email}`);
    return newest.link;
  }

  /** The person approves the device by the newest link mailed to `email`; fails the test unless it is approved. */
  async approveByLink(email: string): Promise<void> {
    const decided = await this.decideDevice(linkToken(await this.latestLink(email)).token, 'approve');
    if (decided.status !== 200) throw new Error(`decide answered ${decided.status}: ${JSON.stringify(decided.body)}`);
  }

  verifyOtp(email: string, deviceId: string, otp: string, options: AuthCallOptions = {}) {
    return this.call('POST', '/auth/v1/email/verify-otp', { email, deviceId, otp }, { origin: FRAME_ORIGIN, ...options });
  }

  session(token?: string) {
    return this.call('GET', '/auth/v1/session', undefined, token === undefined ? {} : { token });
  }

  async mailbox(email: string): Promise<MailboxMessage[]> {
    const answer = await this.call('GET', '/dev/mailbox', undefined, { query: { email } });
    if (answer.status !== 200) throw new Error(`mailbox answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return (answer.body as { messages: MailboxMessage[] }).messages;
  }

  /** The code of the newest message to `email`, read through the dev mailbox. */
  async latestCode(email: string): Promise<string> {
    const [newest] = await this.mailbox(email);
    if (!newest?.code) throw new Error(`no code in the mailbox of ${email}`);
    return newest.code;
  }

  /** The whole login of a device, new or known; the clock must allow an email to the address. */
  async login(email: string, deviceId: string): Promise<IssuedSession> {
    const started = await this.start(email, deviceId);
    if (started.status !== 200) throw new Error(`start answered ${started.status}: ${JSON.stringify(started.body)}`);
    if ((started.body as { action: string }).action === 'VERIFY_DEVICE') {
      await this.approveByLink(email);
      const approved = await this.verifyDevice(email, deviceId);
      if (approved.status !== 200) throw new Error(`verify-device answered ${approved.status}`);
    }
    const verified = await this.verifyOtp(email, deviceId, await this.latestCode(email));
    if (verified.status !== 200) throw new Error(`verify-otp answered ${verified.status}: ${JSON.stringify(verified.body)}`);
    return verified.body as IssuedSession;
  }
}

/** Services with auth on a test clock (SMTP catcher on a free port), and a client for them; `config` adds the rest. */
export function useAuthServices(auth: AuthConfig = {}, config: Omit<ServicesConfig, 'auth'> | (() => Promise<Omit<ServicesConfig, 'auth'>>) = {}) {
  const clock = new TestClock();
  // No hold of a new device's keys unless a test asks for one (authNewDevice.test.ts).
  const withAuth = (rest: Omit<ServicesConfig, 'auth'>): ServicesConfig => ({ ...rest, auth: { now: clock.now, smtpPort: 0, newDeviceHoldMs: 0, ...auth } });
  const services = useServices(typeof config === 'function' ? async () => withAuth(await config()) : withAuth(config));
  return { clock, services, client: new AuthClient(services, clock.now) };
}

/** A different wrong code than `code`, of the same shape. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
