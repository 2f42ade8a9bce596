import { Mailbox } from '../src/walletconnect/mailbox.js';
import { RELAY_LIMITS } from '../src/walletconnect/relayProtocol.js';

const topic = 'a'.repeat(64);

describe('relay mailbox', () => {
  it('keeps a message until its ttl, for everyone but its sender and those who acknowledged it', () => {
    let now = 1_000_000;
    const mailbox = new Mailbox(() => now);
    const stored = mailbox.store({ topic, message: 'm', tag: 1, ttl: 10 }, 'alice');
    expect(mailbox.pendingFor(topic, 'alice')).toEqual([]);
    expect(mailbox.pendingFor(topic, 'bob')).toEqual([stored]);
    mailbox.markDelivered(stored, 'bob');
    expect(mailbox.pendingFor(topic, 'bob')).toEqual([]);
    expect(mailbox.pendingFor(topic, 'carol')).toEqual([stored]);

    now += 9_999;
    expect(mailbox.pendingFor(topic, 'carol')).toEqual([stored]);
    now += 1;
    expect(mailbox.pendingFor(topic, 'carol')).toEqual([]);
    expect(mailbox.size).toBe(0);
  });

  it('sweeps expired messages of idle topics and bounds how many a topic keeps', () => {
    let now = 0;
    const mailbox = new Mailbox(() => now);
    mailbox.store({ topic: 'b'.repeat(64), message: 'old', tag: 1, ttl: 1 }, 'alice');
    now = 2_000;
    mailbox.sweep();
    expect(mailbox.size).toBe(0);

    for (let index = 0; index <= RELAY_LIMITS.messagesPerTopic; index++) mailbox.store({ topic, message: `m${index}`, tag: 1, ttl: 60 }, 'alice');
    const kept = mailbox.pendingFor(topic, 'bob');
    expect(kept).toHaveLength(RELAY_LIMITS.messagesPerTopic);
    expect(kept[0]!.message).toBe('m1');
  });
});
