import { toWireMessage } from './mailbox.js';
import type { RelayHub, RelayPeer } from './relayHub.js';
import { SESSION_TAGS, type RelayMethod, type RelayParams } from './relayProtocol.js';

export interface MethodOutcome {
  result: unknown;
  /** Runs once the answer is sent: stored messages reach a subscriber after its subscription id. */
  after?: () => void;
}

type Handler<M extends RelayMethod> = (hub: RelayHub, peer: RelayPeer, params: RelayParams<M>) => MethodOutcome;

function subscribeAll(hub: RelayHub, peer: RelayPeer, topics: string[]) {
  const ids = topics.map((topic) => hub.subscribe(peer, topic));
  return { ids, after: () => topics.forEach((topic) => hub.deliverStored(peer, topic)) };
}

/** What each relay method does. Params arrive already checked by their schema. */
export const relayMethods: { [M in RelayMethod]: Handler<M> } = {
  irn_subscribe(hub, peer, { topic }) {
    const { ids, after } = subscribeAll(hub, peer, [topic]);
    return { result: ids[0], after };
  },
  irn_batchSubscribe(hub, peer, { topics }) {
    const { ids, after } = subscribeAll(hub, peer, topics);
    return { result: ids, after };
  },
  irn_unsubscribe(hub, peer, { topic }) {
    hub.unsubscribe(peer, topic);
    return { result: true };
  },
  irn_batchUnsubscribe(hub, peer, { subscriptions }) {
    for (const { topic } of subscriptions) hub.unsubscribe(peer, topic);
    return { result: true };
  },
  irn_publish(hub, peer, params) {
    hub.publish(peer, params);
    return { result: true };
  },
  irn_batchPublish(hub, peer, { messages }) {
    for (const params of messages) hub.publish(peer, params);
    return { result: true };
  },
  irn_batchFetchMessages(hub, peer, { topics }) {
    return { result: { messages: hub.fetch(peer, topics).map(toWireMessage), hasMore: false } };
  },
  // Since sign-client 2.21 the dApp sends its proposal this way: it listens on the pairing topic for the answer.
  wc_proposeSession(hub, peer, { pairingTopic, sessionProposal, ttl, attestation }) {
    const { after } = subscribeAll(hub, peer, [pairingTopic]);
    hub.publish(peer, { topic: pairingTopic, message: sessionProposal, ttl, tag: SESSION_TAGS.propose, attestation });
    return { result: true, after };
  },
  // And the wallet approves this way: the answer goes on the pairing topic, the settle request on the new session topic.
  wc_approveSession(hub, peer, { pairingTopic, sessionTopic, sessionProposalResponse, sessionSettlementRequest, ttl }) {
    const { after } = subscribeAll(hub, peer, [sessionTopic]);
    hub.publish(peer, { topic: pairingTopic, message: sessionProposalResponse, ttl, tag: SESSION_TAGS.proposeResponse });
    hub.publish(peer, { topic: sessionTopic, message: sessionSettlementRequest, ttl, tag: SESSION_TAGS.settle });
    return { result: true, after };
  },
};
