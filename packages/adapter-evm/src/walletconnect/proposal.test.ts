import type { PairingHooks } from '@latch/core';
import { createProposer, type ProposalSigner } from './proposal.js';

const uri = (topic: string) => `wc:${topic.repeat(64)}@2?relay-protocol=irn&symKey=${'1'.repeat(64)}`;
const NAMESPACES = { eip155: { chains: ['eip155:1'], methods: [], events: [], rpcMap: {} } };

/** A signer whose proposals the test settles by hand, and that shows a new pairing URI for each. */
function fakeSigner({ known = [] as string[] } = {}) {
  let displayUri: (uri: unknown) => void = () => {};
  const proposals: { params: Parameters<ProposalSigner['connect']>[0]; approve(session: unknown): void; reject(error: unknown): void }[] = [];
  const signer: ProposalSigner = {
    connect: (params) =>
      new Promise((approve, reject) => {
        proposals.push({ params, approve, reject });
        // Like the SDK: a URI only for a new pairing, shown after connect was called.
        if (!params.pairingTopic) queueMicrotask(() => displayUri(uri(String(proposals.length))));
      }),
    onDisplayUri: (listener) => (displayUri = listener),
    hasPairing: (topic) => known.includes(topic),
  };
  return { signer, proposals, show: (value: unknown) => displayUri(value) };
}

const hooks = (reuseUri?: string) => {
  const uris: string[] = [];
  const pairing: PairingHooks = { onUri: (value) => uris.push(value), ...(reuseUri ? { reuseUri } : {}) };
  return { pairing, uris };
};
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createProposer', () => {
  it('hands the pairing URI to the hooks and resolves with the approved session', async () => {
    const { signer, proposals } = fakeSigner();
    const { pairing, uris } = hooks();
    const session = createProposer(signer)(NAMESPACES, pairing);
    await tick();
    expect(uris).toEqual([uri('1')]);
    expect(proposals[0]!.params).toEqual({ optionalNamespaces: NAMESPACES });
    proposals[0]!.approve({ topic: 's' });
    await expect(session).resolves.toEqual({ topic: 's' });
  });

  it('passes a URI that is not a pairing URI by', async () => {
    const { signer, show } = fakeSigner();
    const { pairing, uris } = hooks();
    void createProposer(signer)(NAMESPACES, pairing);
    show('https://example.com');
    show(42);
    await tick();
    expect(uris).toEqual([uri('1')]);
  });

  it('joins the proposal a fresh reuse URI stands for, instead of pairing again', async () => {
    const { signer, proposals } = fakeSigner();
    const propose = createProposer(signer);
    const first = hooks();
    const firstSession = propose(NAMESPACES, first.pairing);
    await tick();
    const again = hooks(first.uris[0]);
    const secondSession = propose(NAMESPACES, again.pairing);
    expect(again.uris).toEqual([uri('1')]);
    expect(proposals).toHaveLength(1);
    proposals[0]!.approve({ topic: 's' });
    await expect(secondSession).resolves.toEqual({ topic: 's' });
    await expect(firstSession).resolves.toEqual({ topic: 's' });
  });

  it('proposes over the reuse URI pairing when the client knows it, offering that URI again', async () => {
    const { signer, proposals } = fakeSigner({ known: ['7'.repeat(64)] });
    const { pairing, uris } = hooks(uri('7'));
    void createProposer(signer)(NAMESPACES, pairing);
    await tick();
    expect(proposals[0]!.params).toEqual({ optionalNamespaces: NAMESPACES, pairingTopic: '7'.repeat(64) });
    expect(uris).toEqual([uri('7')]);
  });

  it('pairs anew when the reuse URI pairing is unknown or its proposal is over', async () => {
    const { signer, proposals } = fakeSigner();
    const propose = createProposer(signer);
    const first = hooks();
    const firstSession = propose(NAMESPACES, first.pairing);
    await tick();
    proposals[0]!.reject({ code: 5000, message: 'User rejected.' });
    await expect(firstSession).rejects.toEqual({ code: 5000, message: 'User rejected.' });

    const again = hooks(first.uris[0]);
    void propose(NAMESPACES, again.pairing);
    await tick();
    expect(proposals).toHaveLength(2);
    expect(proposals[1]!.params.pairingTopic).toBeUndefined();
    expect(again.uris).toEqual([uri('2')]);
  });

  it('gives the URI of a newer proposal to the newer hooks only', async () => {
    const { signer } = fakeSigner();
    const propose = createProposer(signer);
    const first = hooks();
    void propose(NAMESPACES, first.pairing);
    await tick();
    const second = hooks();
    void propose(NAMESPACES, second.pairing);
    await tick();
    expect(first.uris).toEqual([uri('1')]);
    expect(second.uris).toEqual([uri('2')]);
  });
});
