import { RELAY_LIMITS } from './relayProtocol.js';

export interface MailInput {
  topic: string;
  message: string;
  tag: number;
  /** Seconds. */
  ttl: number;
  attestation?: string | undefined;
}

export interface StoredMessage {
  topic: string;
  message: string;
  tag: number;
  attestation?: string | undefined;
  publishedAt: number;
  expiresAt: number;
  /** The client (its JWT issuer) that published it: it never gets it back. */
  senderId: string;
  /** Clients that acknowledged it, so a resubscribe or a fetch does not hand it out again. */
  deliveredTo: Set<string>;
}

/** The messages of each topic, kept until their ttl so subscribers that come later still get them. */
export class Mailbox {
  readonly #topics = new Map<string, StoredMessage[]>();

  constructor(private readonly now: () => number = Date.now) {}

  store(input: MailInput, senderId: string): StoredMessage {
    const publishedAt = this.now();
    const stored: StoredMessage = {
      topic: input.topic,
      message: input.message,
      tag: input.tag,
      attestation: input.attestation,
      publishedAt,
      expiresAt: publishedAt + input.ttl * 1000,
      senderId,
      deliveredTo: new Set(),
    };
    const kept = this.#live(input.topic);
    kept.push(stored);
    if (kept.length > RELAY_LIMITS.messagesPerTopic) kept.splice(0, kept.length - RELAY_LIMITS.messagesPerTopic);
    this.#topics.set(input.topic, kept);
    return stored;
  }

  /** Live messages of a topic that `clientId` neither sent nor acknowledged yet. */
  pendingFor(topic: string, clientId: string): StoredMessage[] {
    return this.#live(topic).filter((stored) => stored.senderId !== clientId && !stored.deliveredTo.has(clientId));
  }

  markDelivered(stored: StoredMessage, clientId: string): void {
    stored.deliveredTo.add(clientId);
  }

  /** Drops expired messages everywhere; the relay calls it now and then so idle topics do not linger. */
  sweep(): void {
    for (const topic of [...this.#topics.keys()]) this.#live(topic);
  }

  get size(): number {
    let count = 0;
    for (const kept of this.#topics.values()) count += kept.length;
    return count;
  }

  #live(topic: string): StoredMessage[] {
    const now = this.now();
    const kept = (this.#topics.get(topic) ?? []).filter((stored) => stored.expiresAt > now);
    if (kept.length === 0) this.#topics.delete(topic);
    else this.#topics.set(topic, kept);
    return kept;
  }
}

/** A stored message as the relay protocol carries it, in pushes and in fetch results. */
export const toWireMessage = ({ topic, message, publishedAt, tag, attestation }: StoredMessage) => ({
  topic,
  message,
  publishedAt,
  tag,
  ...(attestation === undefined ? {} : { attestation }),
});
