// Sends mail with nodemailer over SMTP: to the in-process catcher, or to a real server by URL.
import nodemailer from 'nodemailer';

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

export function createMailSender(target: MailTarget, from: string = DEFAULT_MAIL_FROM): MailSender {
  const transport = nodemailer.createTransport(
    'url' in target
      ? { url: target.url, ...TIMEOUTS }
      : // The catcher speaks plain SMTP on loopback: no STARTTLS to attempt.
        { host: target.host, port: target.port, secure: false, ignoreTLS: true, ...TIMEOUTS },
  );
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from, to, subject, text });
    },
    close: () => transport.close(),
  };
}
