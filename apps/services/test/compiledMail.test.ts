// Mails composed from a compiled template read as nodemailer's own composition of the same mail:
// same headers a person sees, same body bytes; and a recipient the template does not cover is left to nodemailer.
import nodemailer from 'nodemailer';
import { mailTemplates } from '../src/mail/compiledMail.js';
import { parseMail } from '../src/mail/index.js';
import { loginMail } from '../src/auth/login.js';
import { deviceApprovalMail } from '../src/auth/deviceMails.js';

const composed = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

async function byNodemailer(from: string, mail: { to: string; subject: string; text: string }): Promise<string> {
  const { message } = await composed.sendMail({ from, ...mail });
  return (message as Buffer).toString('utf8');
}

const bodyOf = (raw: string) => raw.slice(raw.indexOf('\r\n\r\n') + 4);

describe('compiled mail templates', () => {
  const mails = [
    loginMail('ada@example.com', 'Demo', '123456', 'http://127.0.0.1:5174'),
    deviceApprovalMail('ada@example.com', 'Démo ✓', { browser: 'Firefox', system: 'Linux', address: '198.51.100.7' }, Date.parse('2030-01-01T00:00:00Z'), 'http://127.0.0.1:5174/device.html?projectId=demo#approve=abc'),
    { to: 'zoe@example.com', subject: 'Ünïcode ✓ subject', text: `Grüße — ${'a long line '.repeat(20)}\n.\n..starts with dots\nend` },
  ];

  it.each(['Latch <no-reply@latch.localhost>', 'Lätch Wallet <no-reply@wallet.example>', 'bare@wallet.example'])('writes what nodemailer writes, from %s', async (from) => {
    const compose = mailTemplates(from);
    for (const mail of mails) {
      const compiled = compose(mail)!;
      const expected = await byNodemailer(from, mail);
      expect(compiled.envelope).toEqual({ from: from.replace(/.*<|>$/g, ''), to: mail.to });
      const [ours, theirs] = [parseMail(compiled.raw), parseMail(expected)];
      expect({ subject: ours.subject, from: ours.from, to: ours.to, text: ours.text }).toEqual({ subject: theirs.subject, from: theirs.from, to: theirs.to, text: theirs.text });
      expect(ours.text).toBe(mail.text);
      expect(bodyOf(compiled.raw)).toBe(bodyOf(expected));
      for (const header of ['content-type', 'content-transfer-encoding', 'mime-version']) expect(ours.headers.get(header)).toBe(theirs.headers.get(header));
      expect(ours.headers.get('message-id')).toMatch(new RegExp(`^<[0-9a-f-]{36}@${from.replace(/.*@|>$/g, '').replace(/\./g, '\\.')}>$`));
      expect(Math.abs(Date.parse(ours.headers.get('date')!) - Date.now())).toBeLessThan(5_000);
    }
  });

  it('leaves a recipient with a name or outside ASCII to nodemailer', () => {
    const compose = mailTemplates('Latch <no-reply@latch.localhost>');
    expect(compose({ to: 'Ada <ada@example.com>', subject: 's', text: 't' })).toBeUndefined();
    expect(compose({ to: 'zoë@example.com', subject: 's', text: 't' })).toBeUndefined();
  });
});
