// Auth over real HTTP: a movable clock, the calls of the wallet frame, and the dev mailbox.
import type { AuthConfig, IssuedSession, Services } from '../src/index.js';
import { callJson, useServices, type CallOptions, type JsonAnswer } from './helpers.js';

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
  receivedAt: string;
}

/** The frame's calls to one running services instance. */
export class AuthClient {
  constructor(private readonly services: () => Services) {}

  call(method: string, path: string, body?: unknown, options: CallOptions = {}): Promise<JsonAnswer> {
    return callJson(this.services().url, method, path, body, options);
  }

  start(email: string, deviceId: string) {
    return this.call('POST', '/auth/v1/email/start', { email, deviceId });
  }

  verifyDevice(email: string, deviceId: string, code: string) {
    return this.call('POST', '/auth/v1/email/verify-device', { email, deviceId, code });
  }

  verifyOtp(email: string, deviceId: string, otp: string) {
    return this.call('POST', '/auth/v1/email/verify-otp', { email, deviceId, otp });
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
      const approved = await this.verifyDevice(email, deviceId, await this.latestCode(email));
      if (approved.status !== 200) throw new Error(`verify-device answered ${approved.status}`);
    }
    const verified = await this.verifyOtp(email, deviceId, await this.latestCode(email));
    if (verified.status !== 200) throw new Error(`verify-otp answered ${verified.status}: ${JSON.stringify(verified.body)}`);
    return verified.body as IssuedSession;
  }
}

/** Services with auth on a test clock (SMTP catcher on a free port), and a client for them. */
export function useAuthServices(auth: AuthConfig = {}) {
  const clock = new TestClock();
  const services = useServices({ auth: { now: clock.now, smtpPort: 0, ...auth } });
  return { clock, services, client: new AuthClient(services) };
}

/** A different wrong code than `code`, of the same shape. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
