import { createHash } from 'node:crypto';
import { Mailbox, type MailInput, type StoredMessage } from './mailbox.js';

/** One connected client, as the hub sees it. */
export interface RelayPeer {
  /** The client's did:key (its JWT issuer); the same across its reconnects. */
  readonly clientId: string;
  /** Sends a stored message as an irn_subscription push. */
  push(stored: StoredMessage, subscriptionId: string): void;
}

/** The id the SDK computes for itself (sha256 of topic and client id), so both sides agree on it. */
export const subscriptionIdFor = (topic: string, clientId: string) =>
  createHash('sha256')
    .update(topic + clientId)
    .digest('hex');

/** Who listens to which topic, and the fan-out of published messages to them. */
export class RelayHub {
  readonly mailbox: Mailbox;
  readonly #subscribers = new Map<string, Map<RelayPeer, string>>();

  constructor(now: () => number = Date.now) {
    this.mailbox = new Mailbox(now);
  }

  subscribe(peer: RelayPeer, topic: string): string {
    const id = subscriptionIdFor(topic, peer.clientId);
    const peers = this.#subscribers.get(topic) ?? new Map<RelayPeer, string>();
    peers.set(peer, id);
    this.#subscribers.set(topic, peers);
    return id;
  }

  /** Pushes what was published on the topic before `peer` subscribed (or while it was away). */
  deliverStored(peer: RelayPeer, topic: string): void {
    const id = this.#subscribers.get(topic)?.get(peer);
    if (id === undefined) return;
    for (const stored of this.mailbox.pendingFor(topic, peer.clientId)) peer.push(stored, id);
  }

  unsubscribe(peer: RelayPeer, topic: string): void {
    const peers = this.#subscribers.get(topic);
    peers?.delete(peer);
    if (peers?.size === 0) this.#subscribers.delete(topic);
  }

  /** Forgets a closed connection. */
  drop(peer: RelayPeer): void {
    for (const topic of [...this.#subscribers.keys()]) this.unsubscribe(peer, topic);
  }

  publish(sender: RelayPeer, input: MailInput): void {
    const stored = this.mailbox.store(input, sender.clientId);
    for (const [peer, id] of this.#subscribers.get(input.topic) ?? []) {
      if (peer.clientId !== sender.clientId) peer.push(stored, id);
    }
  }

  /** Hands out, once, the stored messages of the topics that `peer` has not had yet. */
  fetch(peer: RelayPeer, topics: string[]): StoredMessage[] {
    const messages = topics.flatMap((topic) => this.mailbox.pendingFor(topic, peer.clientId));
    for (const stored of messages) this.mailbox.markDelivered(stored, peer.clientId);
    return messages;
  }

  subscriberCount(topic: string): number {
    return this.#subscribers.get(topic)?.size ?? 0;
  }
}
