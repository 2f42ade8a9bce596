// The in-process SMTP catcher: a real SMTP server on loopback that keeps what it receives in
// memory, so a developer (and the tests) read login codes without a mail account.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMail } from './message.js';

export const DEFAULT_SMTP_HOST = '127.0.0.1';
export const DEFAULT_SMTP_PORT = 2525;
/** Larger messages are refused (552); ours are well under 1 KiB. */
export const MAX_MESSAGE_BYTES = 1024 * 1024;
/** The oldest messages are dropped past this many, so a long-running catcher stays small. */
export const MAX_KEPT_MESSAGES = 1000;

export interface CaughtMessage {
  /** Arrival order, from 1: the larger, the newer. */
  id: number;
  /** Envelope recipients, lower-cased. */
  recipients: string[];
  from: string;
  to: string;
  subject: string;
  text: string;
  receivedAt: Date;
}

export interface MailCatcher {
  host: string;
  port: number;
  /** The messages whose envelope names this address (case-blind), newest first. */
  messagesFor(address: string): CaughtMessage[];
  /** Every message kept, newest first. */
  messages(): CaughtMessage[];
  stop(): Promise<void>;
}

export interface MailCatcherOptions {
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  maxMessages?: number;
}

export async function startMailCatcher({ host = DEFAULT_SMTP_HOST, port = DEFAULT_SMTP_PORT, maxMessages = MAX_KEPT_MESSAGES }: MailCatcherOptions = {}): Promise<MailCatcher> {
  const kept: CaughtMessage[] = [];
  let sequence = 0;

  const server = new SMTPServer({
    banner: 'Latch mail catcher',
    authOptional: true,
    // Plain SMTP on loopback: no TLS to negotiate and no accounts.
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_MESSAGE_BYTES,
    closeTimeout: 1000,
    // Every client is on loopback: a reverse DNS query of its address would only add a wait.
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', (error) => callback(error));
      stream.on('end', () => {
        if (stream.sizeExceeded) {
          callback(Object.assign(new Error(`Message exceeds ${MAX_MESSAGE_BYTES} bytes`), { responseCode: 552 }));
          return;
        }
        const parsed = parseMail(Buffer.concat(chunks));
        sequence += 1;
        kept.push({
          id: sequence,
          recipients: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          from: parsed.from,
          to: parsed.to,
          subject: parsed.subject,
          text: parsed.text,
          receivedAt: new Date(),
        });
        if (kept.length > maxMessages) kept.splice(0, kept.length - maxMessages);
        callback();
      });
    },
  });
  // A client that drops its connection must not take the process down.
  server.on('error', () => {});

  const boundPort = await new Promise<number>((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`SMTP port ${port} on ${host} is in use (set LATCH_SMTP_PORT to another, or LATCH_SMTP_URL)`) : error);
    server.server.once('error', onError);
    server.listen(port, host, () => {
      server.server.off('error', onError);
      resolve((server.server.address() as AddressInfo).port);
    });
  });

  const newestFirst = (messages: CaughtMessage[]) => [...messages].sort((a, b) => b.id - a.id);
  let stopping: Promise<void> | undefined;
  return {
    host,
    port: boundPort,
    messagesFor: (address) => newestFirst(kept.filter((message) => message.recipients.includes(address.trim().toLowerCase()))),
    messages: () => newestFirst(kept),
    stop: () => (stopping ??= new Promise<void>((resolve) => server.close(() => resolve()))),
  };
}
