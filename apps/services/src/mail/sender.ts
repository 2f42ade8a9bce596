// Sends mail with nodemailer over SMTP: to the in-process catcher, or to a real server by URL.
import nodemailer from 'nodemailer';
import { mailTemplates } from './compiledMail.js';

export const DEFAULT_MAIL_FROM = 'Latch <no-reply@latch.localhost>';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export type MailTarget = { url: string } | { host: string; port: number };

/** A request waits at most this long on the SMTP server before its send fails. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as const;
/** Past this, a send that has not answered has failed: each of its stages timed out or finished. */
export const MAIL_SEND_LIMIT_MS = TIMEOUTS.connectionTimeout + TIMEOUTS.greetingTimeout + TIMEOUTS.socketTimeout;
/**
 * Open connections are reused (at most 50, each for 1000 messages): a new one per mail costs a
 * connect, the server's greeting (smtp-server, the catcher's, waits 100 ms before it) and EHLO, and
 * three times the CPU. Each connection sends one mail at a time, in four round trips to the server
 * (MAIL, RCPT, DATA, the message), each waiting on both processes' event loops: with 5, 200 login
 * starts a second queued for theirs (p50 825 ms on the bench's loaded 2 cores; 43 ms with 10, 17 ms
 * with 20), and 10 carried about 160 a second at most. 50 is what a relay such as Postfix lets one
 * client open by default. At 100 messages a connection, 500 starts a second reopened five
 * connections a second, and the mails waiting on them made the start's p99 105 ms; at 1000 it is 55 ms.
 */
const POOL = { pool: true, maxConnections: 50, maxMessages: 1000 } as const;

export function createMailSender(target: MailTarget, from: string = DEFAULT_MAIL_FROM): MailSender {
  const transport = nodemailer.createTransport(
    'url' in target
      ? { url: target.url, ...TIMEOUTS, ...POOL }
      : // The catcher speaks plain SMTP on loopback: no STARTTLS to attempt.
        { host: target.host, port: target.port, secure: false, ignoreTLS: true, ...TIMEOUTS, ...POOL },
  );
  const compose = mailTemplates(from);
  return {
    async send(mail) {
      await transport.sendMail(compose(mail) ?? { from, ...mail });
    },
    close: () => transport.close(),
  };
}
