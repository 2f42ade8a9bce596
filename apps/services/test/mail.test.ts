// The SMTP catcher over real TCP, fed by nodemailer; and the message reader on hand-written mail.
import { createConnection } from 'node:net';
import { createMailSender, MAX_MESSAGE_BYTES, parseMail, startMailCatcher, type MailCatcher } from '../src/mail/index.js';

describe('the mail catcher', () => {
  let catcher: MailCatcher;
  beforeAll(async () => {
    catcher = await startMailCatcher({ port: 0, maxMessages: 5 });
  });
  afterAll(() => catcher.stop());

  const sender = (from?: string) => createMailSender({ host: catcher.host, port: catcher.port }, from);

  it('keeps what nodemailer sends, per recipient, newest first', async () => {
    const mail = sender('Latch Test <test@latch.localhost>');
    await mail.send({ to: 'Ada@Example.com', subject: 'First', text: 'one' });
    await mail.send({ to: 'ada@example.com', subject: 'Second', text: 'two\nlines' });
    await mail.send({ to: 'bob@example.com', subject: 'Other', text: 'not for Ada' });
    mail.close();
    const messages = catcher.messagesFor(' ADA@example.com ');
    expect(messages.map(({ subject, text }) => ({ subject, text }))).toEqual([
      { subject: 'Second', text: 'two\nlines' },
      { subject: 'First', text: 'one' },
    ]);
    expect(messages[0]).toMatchObject({ recipients: ['ada@example.com'], from: 'Latch Test <test@latch.localhost>', to: 'ada@example.com' });
    expect(catcher.messagesFor('bob@example.com')).toHaveLength(1);
  });

  it('decodes a non-ASCII subject and a long quoted-printable body', async () => {
    const text = `Grüße — ${'a long line '.repeat(20)}\nend`;
    const mail = sender();
    await mail.send({ to: 'zoe@example.com', subject: 'Ünïcode ✓ subject', text });
    mail.close();
    expect(catcher.messagesFor('zoe@example.com')[0]).toMatchObject({ subject: 'Ünïcode ✓ subject', text, from: 'Latch <no-reply@latch.localhost>' });
  });

  it('keeps only the newest messages past its limit', async () => {
    const mail = sender();
    for (let i = 1; i <= 7; i += 1) await mail.send({ to: 'many@example.com', subject: `n${i}`, text: '' });
    mail.close();
    expect(catcher.messages().map((message) => message.subject)).toEqual(['n7', 'n6', 'n5', 'n4', 'n3']);
  });

  it('refuses a message over its size limit', async () => {
    const mail = sender();
    await expect(mail.send({ to: 'big@example.com', subject: 'big', text: 'x'.repeat(MAX_MESSAGE_BYTES + 10) })).rejects.toThrow(/552|size/i);
    mail.close();
    expect(catcher.messagesFor('big@example.com')).toEqual([]);
  });

  it('answers SMTP on its port', async () => {
    const greeting = await new Promise<string>((resolve, reject) => {
      const socket = createConnection(catcher.port, catcher.host);
      socket.once('data', (data) => {
        resolve(data.toString());
        socket.end('QUIT\r\n');
      });
      socket.once('error', reject);
    });
    expect(greeting).toMatch(/^220 .*Latch mail catcher/);
  });

  it('names the port when it is taken', async () => {
    await expect(startMailCatcher({ port: catcher.port })).rejects.toThrow(`SMTP port ${catcher.port} on 127.0.0.1 is in use`);
  });
});

describe('parseMail', () => {
  it('unfolds headers and decodes encoded words, base64 and quoted-printable', () => {
    const raw = [
      'From: =?UTF-8?B?TGF0Y2g=?= <a@b.c>',
      'To: x@y.z',
      'Subject: =?UTF-8?Q?Caf=C3=A9?=',
      '  =?UTF-8?Q?_cr=C3=A8me?= end',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('héllo\r\nworld\r\n').toString('base64'),
    ].join('\r\n');
    expect(parseMail(raw)).toMatchObject({ from: 'Latch <a@b.c>', to: 'x@y.z', subject: 'Café crème end', text: 'héllo\nworld' });
    const qp = 'Subject: qp\nContent-Transfer-Encoding: quoted-printable\n\nsoft=\nbreak =3D equals =C3=A9\n';
    expect(parseMail(qp)).toMatchObject({ subject: 'qp', text: 'softbreak = equals é' });
    // An `=` not followed by two hex digits is text; escapes in lower case and in runs are bytes.
    const loose = 'Subject: =?UTF-8?Q?d=C3=A9j=c3=a0_=3Dvu=?=\nContent-Transfer-Encoding: quoted-printable\n\na=G1 b==41 c=4=41 =c3=a9=\r\n=E2=82=AC end=\n';
    expect(parseMail(loose)).toMatchObject({ subject: 'déjà =vu=', text: 'a=G1 b=A c=4A é€ end' });
  });

  it('finds the text part of a nested multipart message', () => {
    const raw = [
      'Subject: parts',
      'Content-Type: multipart/mixed; boundary="outer"',
      '',
      'preamble',
      '--outer',
      'Content-Type: multipart/alternative; boundary=inner',
      '',
      '--inner',
      'Content-Type: text/html',
      '',
      '<p>html</p>',
      '--inner',
      'Content-Type: text/plain; charset="iso-8859-1"',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'plain =E9t=E9',
      '--inner--',
      '--outer',
      'Content-Type: application/octet-stream',
      '',
      'xx',
      '--outer--',
    ].join('\r\n');
    expect(parseMail(raw).text).toBe('plain été');
  });

  it('reads a message without a body or a text part as empty text', () => {
    expect(parseMail('Subject: only headers')).toMatchObject({ subject: 'only headers', text: '' });
    expect(parseMail('Content-Type: text/html\n\n<b>x</b>').text).toBe('');
  });
});
