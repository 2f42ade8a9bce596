import { createHash } from 'node:crypto';
import { generateKeyPair } from '@walletconnect/relay-auth';
import { resolvePorts, startRelay, type Relay } from '../src/index.js';
import { connectRaw, randomTopic, relayJwt, settle, type Frame, type RawClient } from './rawRelayClient.js';

let relay: Relay;
const clients: RawClient[] = [];
const connect = async (options?: Parameters<typeof connectRaw>[1]) => {
  const client = await connectRaw(relay.url, options);
  clients.push(client);
  return client;
};
const publish = (client: RawClient, topic: string, message: string, extra: object = {}) =>
  client.call('irn_publish', { topic, message, ttl: 300, tag: 1108, prompt: false, ...extra });
const pushOn = (topic: string) => (frame: Frame) => frame.method === 'irn_subscription' && frame.params?.data.topic === topic;

beforeAll(async () => {
  relay = await startRelay({ port: 0 });
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});
afterAll(() => relay.stop());

describe('relay: connecting', () => {
  it('listens on 127.0.0.1 and defaults to port 5555, overridable by LATCH_RELAY_PORT', () => {
    expect(relay.url).toBe(`ws://127.0.0.1:${relay.port}`);
    expect(resolvePorts({}).relay).toBe(5555);
    expect(resolvePorts({ LATCH_RELAY_PORT: '15555' }).relay).toBe(15555);
  });

  it('refuses a connection without a JWT, with a garbled one, a forged one and an expired one', async () => {
    await expect(connectRaw(relay.url, { jwt: '' })).rejects.toThrow('refused with 401');
    await expect(connectRaw(relay.url, { jwt: 'not.a.jwt' })).rejects.toThrow('refused with 401');
    const [header, payload] = (await relayJwt(relay.url)).split('.');
    const otherSignature = (await relayJwt(relay.url)).split('.')[2];
    await expect(connectRaw(relay.url, { jwt: `${header}.${payload}.${otherSignature}` })).rejects.toThrow('refused with 401');
    const expired = await relayJwt(relay.url, generateKeyPair(), 60, Math.floor(Date.now() / 1000) - 3600);
    await expect(connectRaw(relay.url, { jwt: expired })).rejects.toThrow('refused with 401');
  });

  it('refuses to start on a port that is taken, saying which variable to set', async () => {
    await expect(startRelay({ port: relay.port })).rejects.toThrow(/already in use.*LATCH_RELAY_PORT/);
  });

  it('pings every client and drops one that stops answering', async () => {
    const quick = await startRelay({ port: 0, pingIntervalMs: 40 });
    const answering = await connectRaw(quick.url);
    const silent = await connectRaw(quick.url, { socket: { autoPong: false } });
    const pinged = new Promise((resolve) => answering.socket.once('ping', resolve));
    const dropped = new Promise((resolve) => silent.socket.once('close', resolve));
    await pinged;
    await dropped;
    expect(answering.socket.readyState).toBe(answering.socket.OPEN);
    await answering.close();
    await quick.stop();
  });
});

describe('relay: malformed frames get a JSON-RPC error and the connection goes on', () => {
  it.each([
    ['not JSON', '{"id":1,', -32700, null],
    ['not JSON-RPC', { hello: 'world' }, -32600, null],
    ['a request without jsonrpc 2.0', { id: 7, jsonrpc: '1.0', method: 'irn_subscribe', params: {} }, -32600, 7],
    ['an unknown method', { id: 8, jsonrpc: '2.0', method: 'eth_call', params: [] }, -32601, 8],
    ['a topic that is not 64 hex characters', { id: 9, jsonrpc: '2.0', method: 'irn_subscribe', params: { topic: 'nope' } }, -32602, 9],
    ['a publish without a message', { id: 10, jsonrpc: '2.0', method: 'irn_publish', params: { topic: 'a'.repeat(64), ttl: 300, tag: 1 } }, -32602, 10],
    ['a message over the size bound', { id: 11, jsonrpc: '2.0', method: 'irn_publish', params: { topic: 'a'.repeat(64), message: 'x'.repeat(300_000), ttl: 300, tag: 1 } }, -32602, 11],
    ['an empty batch', { id: 12, jsonrpc: '2.0', method: 'irn_batchSubscribe', params: { topics: [] } }, -32602, 12],
  ])('%s', async (_label, frame, code, id) => {
    const client = await connect();
    client.send(frame);
    const answer = await client.next((received) => received.error !== undefined);
    expect(answer).toMatchObject({ id, error: { code } });
    expect((await client.call('irn_subscribe', { topic: randomTopic() })).result).toEqual(expect.any(String));
  });

  it('answers a binary frame with an error too', async () => {
    const client = await connect();
    client.socket.send(Buffer.from([1, 2, 3]), { binary: true });
    expect(await client.next((received) => received.error !== undefined)).toMatchObject({ id: null, error: { code: -32600 } });
  });

  it('closes a connection whose frame exceeds the frame bound', async () => {
    const client = await connect();
    const closed = new Promise<number>((resolve) => client.socket.once('close', resolve));
    client.send('x'.repeat(1024 * 1024 + 1));
    expect(await closed).toBe(1009);
  });
});

describe('relay: publish and subscribe', () => {
  it('answers a subscription with the id the SDK computes, and pushes published messages to other subscribers only', async () => {
    const [alice, bob] = [await connect(), await connect()];
    const topic = randomTopic();
    const subscribed = await bob.call('irn_subscribe', { topic });
    expect(subscribed.result).toBe(createHash('sha256').update(topic + bob.clientId).digest('hex'));
    await alice.call('irn_subscribe', { topic });

    expect((await publish(alice, topic, 'hello', { correlationId: 5 })).result).toBe(true);
    const push = await bob.next(pushOn(topic));
    expect(push.params).toEqual({ id: subscribed.result, data: { topic, message: 'hello', publishedAt: expect.any(Number), tag: 1108 } });
    await settle();
    expect(alice.pushes()).toEqual([]);
  });

  it('keeps messages for subscribers that come later, once each, until acknowledged', async () => {
    const [alice, bob] = [await connect(), await connect()];
    const topic = randomTopic();
    await publish(alice, topic, 'first');
    await alice.call('irn_batchPublish', { messages: [{ topic, message: 'second', ttl: 300, tag: 1 }] });

    await bob.call('irn_subscribe', { topic });
    await bob.next((frame) => frame.params?.data.message === 'second');
    expect(bob.pushes().map((frame) => frame.params?.data.message)).toEqual(['first', 'second']);
    // Not acknowledged: a new connection of the same client gets them again.
    const bobKeys = generateKeyPair();
    const bobAgain = await connect({ keyPair: bobKeys });
    await bobAgain.call('irn_subscribe', { topic });
    const again = await bobAgain.next(pushOn(topic));
    bobAgain.send({ id: again.id, jsonrpc: '2.0', result: true });
    await bobAgain.next((frame) => frame.params?.data.message === 'second');
    const second = bobAgain.pushes()[1]!;
    bobAgain.send({ id: second.id, jsonrpc: '2.0', result: true });
    await settle();
    // Acknowledged: that client does not get them again.
    const bobThird = await connect({ keyPair: bobKeys });
    await bobThird.call('irn_subscribe', { topic });
    await settle();
    expect(bobThird.pushes()).toEqual([]);
  });

  it('stops pushing after an unsubscribe, one by one or in a batch', async () => {
    const [alice, bob] = [await connect(), await connect()];
    const [one, two] = [randomTopic(), randomTopic()];
    const ids = (await bob.call('irn_batchSubscribe', { topics: [one, two] })).result as string[];
    expect(ids).toHaveLength(2);
    await bob.call('irn_unsubscribe', { topic: one, id: ids[0] });
    await publish(alice, one, 'unheard');
    await publish(alice, two, 'heard');
    await bob.next(pushOn(two));
    await bob.call('irn_batchUnsubscribe', { subscriptions: [{ topic: two, id: ids[1] }] });
    await publish(alice, two, 'unheard too');
    await settle();
    expect(bob.pushes().map((frame) => frame.params?.data.message)).toEqual(['heard']);
  });

  it('hands stored messages out through irn_batchFetchMessages, once', async () => {
    const [alice, bob] = [await connect(), await connect()];
    const [one, two] = [randomTopic(), randomTopic()];
    await publish(alice, one, 'a');
    await publish(alice, two, 'b', { attestation: 'jwt' });
    const fetched = await bob.call('irn_batchFetchMessages', { topics: [one, two] });
    expect(fetched.result).toEqual({
      hasMore: false,
      messages: [
        { topic: one, message: 'a', publishedAt: expect.any(Number), tag: 1108 },
        { topic: two, message: 'b', publishedAt: expect.any(Number), tag: 1108, attestation: 'jwt' },
      ],
    });
    expect((await bob.call('irn_batchFetchMessages', { topics: [one, two] })).result).toEqual({ hasMore: false, messages: [] });
    expect((await alice.call('irn_batchFetchMessages', { topics: [one] })).result).toEqual({ hasMore: false, messages: [] });
  });
});

describe('relay: session methods of sign-client 2.21+', () => {
  it('wc_proposeSession publishes the proposal on the pairing topic and subscribes the dApp to it', async () => {
    const [dapp, wallet] = [await connect(), await connect()];
    const pairingTopic = randomTopic();
    const proposed = await dapp.call('wc_proposeSession', { pairingTopic, sessionProposal: 'proposal', ttl: 300, attestation: 'a', correlationId: 1 });
    expect(proposed.result).toBe(true);
    await wallet.call('irn_subscribe', { topic: pairingTopic });
    expect((await wallet.next(pushOn(pairingTopic))).params?.data).toMatchObject({ message: 'proposal', tag: 1100, attestation: 'a' });

    await publish(wallet, pairingTopic, 'reply');
    expect((await dapp.next(pushOn(pairingTopic))).params?.data.message).toBe('reply');
  });

  it('wc_approveSession answers on the pairing topic, settles on the session topic and subscribes the wallet to it', async () => {
    const [dapp, wallet] = [await connect(), await connect()];
    const [pairingTopic, sessionTopic] = [randomTopic(), randomTopic()];
    await dapp.call('irn_subscribe', { topic: pairingTopic });
    const approved = await wallet.call('wc_approveSession', {
      pairingTopic,
      sessionTopic,
      sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settle',
      ttl: 300,
    });
    expect(approved.result).toBe(true);
    expect((await dapp.next(pushOn(pairingTopic))).params?.data).toMatchObject({ message: 'response', tag: 1101 });
    await dapp.call('irn_subscribe', { topic: sessionTopic });
    expect((await dapp.next(pushOn(sessionTopic))).params?.data).toMatchObject({ message: 'settle', tag: 1102 });

    await publish(dapp, sessionTopic, 'request');
    expect((await wallet.next(pushOn(sessionTopic))).params?.data.message).toBe('request');
  });
});
