import { z } from 'zod';

const mailboxSchema = z.object({ messages: z.array(z.object({ subject: z.string(), code: z.string().nullable().optional(), link: z.string().nullable().optional(), receivedAt: z.string() })) });

/** Every code the services' dev mailbox holds for `email`. */
export async function allCodes(email: string): Promise<string[]> {
  const services = process.env.LATCH_E2E_SERVICES ?? '';
  const url = `${services}/dev/mailbox?email=${encodeURIComponent(email)}&projectId=latch-demo&st=latch&sv=4`;
  const { messages } = mailboxSchema.parse(await (await fetch(url)).json());
  return messages.flatMap((message) => (message.code ? [message.code] : []));
}

/** The newest link (a new device's approval, or its stop link) mailed to `email` beyond the `seen` mails, polled until it arrives. */
export async function nextLink(email: string, seen: number): Promise<{ link: string; count: number }> {
  const services = process.env.LATCH_E2E_SERVICES ?? '';
  const url = `${services}/dev/mailbox?email=${encodeURIComponent(email)}&projectId=latch-demo&st=latch&sv=4`;
  for (let attempt = 0; attempt < 50; attempt++) {
    const { messages } = mailboxSchema.parse(await (await fetch(url)).json());
    const [newest] = messages;
    if (messages.length > seen && newest?.link) return { link: newest.link, count: messages.length };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No new link was mailed to ${email}`);
}

/**
 * The newest 6-digit code the services' dev mailbox holds for `email` beyond the `seen` ones,
 * polled until it arrives (the services mail in-process, within a few milliseconds).
 */
export async function nextCode(email: string, seen: number): Promise<{ code: string; count: number }> {
  const services = process.env.LATCH_E2E_SERVICES ?? '';
  const url = `${services}/dev/mailbox?email=${encodeURIComponent(email)}&projectId=latch-demo&st=latch&sv=4`;
  for (let attempt = 0; attempt < 50; attempt++) {
    const { messages } = mailboxSchema.parse(await (await fetch(url)).json());
    const [newest] = messages;
    if (messages.length > seen && newest?.code) return { code: newest.code, count: messages.length };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No new code was mailed to ${email}`);
}
