// A login mail as the SMTP server receives it, composed from a template compiled once per subject.
// nodemailer composes each message anew (a MIME tree, every header encoded, a message id from five
// random reads, the addresses parsed twice): under the load bench that was a tenth of the email
// start's CPU. Our mails differ only in their recipient and text, so nodemailer's own MIME code
// encodes the headers that never change (From, Subject, the content type) once per subject, and
// each mail adds its To, Date, Message-ID and quoted-printable body (nodemailer's encoder too).
import { randomUUID } from 'node:crypto';
import addressparser from 'nodemailer/lib/addressparser';
import MimeNode from 'nodemailer/lib/mime-node';
import { encode, wrap } from 'nodemailer/lib/qp';

/** A recipient written as is in a To header: a plain ASCII address (the auth routes' schema gives no other). */
const PLAIN_ADDRESS = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9.-]+$/;
/** Headers that change with each mail, dropped from the compiled template. */
const PER_MAIL_HEADER = /^(Date|Message-ID): /;

export interface CompiledMail {
  envelope: { from: string; to: string };
  raw: string;
}

/** Composes mails from `from`; `compose` is undefined for a recipient the template does not cover (nodemailer then composes it). */
export function mailTemplates(from: string): (mail: { to: string; subject: string; text: string }) => CompiledMail | undefined {
  const sender = addressparser(from, { flatten: true })[0]?.address;
  const domain = sender?.split('@').pop() ?? 'localhost';
  const headers = new Map<string, string>();
  const compiled = (subject: string) => {
    let block = headers.get(subject);
    if (block === undefined) {
      const node = new MimeNode('text/plain', { newline: '\r\n' });
      node.setHeader({ From: from, Subject: subject, 'Content-Type': 'text/plain; charset=utf-8', 'Content-Transfer-Encoding': 'quoted-printable' });
      block = node
        .buildHeaders()
        .split(/\r\n(?![ \t])/)
        .filter((header) => !PER_MAIL_HEADER.test(header))
        .join('\r\n');
      headers.set(subject, block);
    }
    return block;
  };
  return ({ to, subject, text }) => {
    if (sender === undefined || !PLAIN_ADDRESS.test(to)) return undefined;
    const date = new Date().toUTCString().replace(/GMT$/, '+0000');
    // As nodemailer's encoder stream and its line-end transform after it.
    const body = wrap(encode(text), 76).replace(/\r?\n/g, '\r\n');
    return { envelope: { from: sender, to }, raw: `To: ${to}\r\nDate: ${date}\r\nMessage-ID: <${randomUUID()}@${domain}>\r\n${compiled(subject)}\r\n\r\n${body}\r\n` };
  };
}
