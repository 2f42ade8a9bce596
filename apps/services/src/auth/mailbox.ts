// GET /dev/mailbox?email=…: what the in-process catcher received for an address, newest first,
// with the code or the link each message carries. Development only: mounted only while the catcher runs and
// only in the local world (LATCH_ENV=local, localWorld.ts; auth/index.ts decides).
import { Hono } from 'hono';
import type { AppEnv } from '../http/env.js';
import { parseQuery } from '../http/validate.js';
import type { CaughtMessage, MailCatcher } from '../mail/catcher.js';
import { CODE_LENGTH } from './codes.js';
import { mailboxQuerySchema } from './schemas.js';

const CODE_PATTERN = new RegExp(`\\b(\\d{${CODE_LENGTH}})\\b`);

/** The first 6-digit number of the text (subjects carry no code: a notification shows them on a locked screen). */
export function codeOf(message: Pick<CaughtMessage, 'text'>): string | null {
  return CODE_PATTERN.exec(message.text)?.[1] ?? null;
}

/** The first link of the text: a new device's approval, or a new device's stop link. */
export function linkOf(message: Pick<CaughtMessage, 'text'>): string | null {
  return /https?:\/\/\S+/.exec(message.text)?.[0] ?? null;
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
      link: linkOf(message),
      receivedAt: message.receivedAt.toISOString(),
    }));
    return c.json({ messages });
  });
  return routes;
}
