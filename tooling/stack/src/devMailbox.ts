// The local services' dev mailbox, read as a test reads a person's inbox: the codes and links mailed to an
// address. The e2e suite and the consumers' checks read it alike.
import { z } from 'zod';

const mailboxSchema = z.object({ messages: z.array(z.object({ to: z.string(), subject: z.string(), text: z.string(), code: z.string().nullish(), link: z.string().nullish(), receivedAt: z.string() })) });
export type Mail = z.infer<typeof mailboxSchema>['messages'][number];

/** Every mail the services at `services` hold for `email`, newest first. */
export async function readMailbox(services: string, email: string): Promise<Mail[]> {
  const url = `${services}/dev/mailbox?${new URLSearchParams({ email, projectId: 'latch-demo', st: 'latch', sv: '4' })}`;
  return mailboxSchema.parse(await (await fetch(url)).json()).messages;
}

/** Every code the services' dev mailbox holds for `email`. */
export async function allCodes(services: string, email: string): Promise<string[]> {
  return (await readMailbox(services, email)).flatMap((message) => (message.code ? [message.code] : []));
}

/**
 * The `field` of the newest mail beyond the `seen` mails that has one, polled until it arrives (the
 * services mail in-process, within a few milliseconds). The notice of a wallet made, which has a
 * link but no code, may land after the code awaited.
 */
async function nextMailed(services: string, email: string, seen: number, field: 'code' | 'link'): Promise<{ value: string; count: number }> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const messages = await readMailbox(services, email);
    const value = messages.slice(0, Math.max(0, messages.length - seen)).find((message) => message[field])?.[field];
    if (value) return { value, count: messages.length };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No new ${field} was mailed to ${email}`);
}

/** The newest link (a new device's approval, or its stop link) mailed to `email` beyond the `seen` mails. */
export async function nextLink(services: string, email: string, seen: number): Promise<{ link: string; count: number }> {
  const { value, count } = await nextMailed(services, email, seen, 'link');
  return { link: value, count };
}

/** The newest 6-digit code mailed to `email` beyond the `seen` mails. */
export async function nextCode(services: string, email: string, seen: number): Promise<{ code: string; count: number }> {
  const { value, count } = await nextMailed(services, email, seen, 'code');
  return { code: value, count };
}
