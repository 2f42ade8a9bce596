// GET /dev/mailbox?email=…: what the in-process catcher received for an address, newest first,
// with the code each message carries. Development only: mounted only while the catcher runs and
// never when NODE_ENV is production (auth/index.ts decides).
import { Hono } from 'hono';
import type { AppEnv } from '../http/env.js';
import { parseQuery } from '../http/validate.js';
import type { CaughtMessage, MailCatcher } from '../mail/catcher.js';
import { CODE_LENGTH } from './codes.js';
import { mailboxQuerySchema } from './schemas.js';

const CODE_PATTERN = new RegExp(`\\b(\\d{${CODE_LENGTH}})\\b`);

/** The first 6-digit number of the subject, else of the text. */
export function codeOf(message: Pick<CaughtMessage, 'subject' | 'text'>): string | null {
  return CODE_PATTERN.exec(message.subject)?.[1] ?? CODE_PATTERN.exec(message.text)?.[1] ?? null;
}

export function mailboxRoutes(catcher: MailCatcher): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/dev/mailbox', (c) => {
    const { email } = parseQuery(c, mailboxQuerySchema);
    const messages = catcher.messagesFor(email).map((message) => ({
      id: message.id,
      from: message.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      code: codeOf(message),
      receivedAt: message.receivedAt.toISOString(),
    }));
    return c.json({ messages });
  });
  return routes;
}
