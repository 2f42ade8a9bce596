import { z } from 'zod';

const mailboxSchema = z.object({ messages: z.array(z.object({ to: z.string(), subject: z.string(), code: z.string().nullable().optional(), link: z.string().nullable().optional(), receivedAt: z.string() })) });
type Mail = z.infer<typeof mailboxSchema>['messages'][number];

/** Every mail the services' dev mailbox holds for `email`, newest first. */
export async function readMailbox(email: string): Promise<Mail[]> {
  const services = process.env.LATCH_E2E_SERVICES ?? '';
  const url = `${services}/dev/mailbox?email=${encodeURIComponent(email)}&projectId=latch-demo&st=latch&sv=4`;
  return mailboxSchema.parse(await (await fetch(url)).json()).messages;
}

/** Every code the services' dev mailbox holds for `email`. */
export async function allCodes(email: string): Promise<string[]> {
  return (await readMailbox(email)).flatMap((message) => (message.code ? [message.code] : []));
}

/**
 * The newest mail's `field` beyond the `seen` mails, polled until it arrives
 * (the services mail in-process, within a few milliseconds).
 */
async function nextMailed(email: string, seen: number, field: 'code' | 'link'): Promise<{ value: string; count: number }> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const messages = await readMailbox(email);
    const value = messages[0]?.[field];
    if (messages.length > seen && value) return { value, count: messages.length };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No new ${field} was mailed to ${email}`);
}

/** The newest link (a new device's approval, or its stop link) mailed to `email` beyond the `seen` mails. */
export async function nextLink(email: string, seen: number): Promise<{ link: string; count: number }> {
  const { value, count } = await nextMailed(email, seen, 'link');
  return { link: value, count };
}

/** The newest 6-digit code mailed to `email` beyond the `seen` mails. */
export async function nextCode(email: string, seen: number): Promise<{ code: string; count: number }> {
  const { value, count } = await nextMailed(email, seen, 'code');
  return { code: value, count };
}
