import type { PairingHooks } from '@latch/core';
import { createProposer, type ProposalSigner } from './proposal.js';

const uri = (topic: string, expirySeconds?: number) =>
  `wc:${topic.repeat(64)}@2?relay-protocol=irn&symKey=${'1'.repeat(64)}${expirySeconds === undefined ? '' : `&expiryTimestamp=${expirySeconds}`}`;
const NAMESPACES = { eip155: { chains: ['eip155:1'], methods: [], events: [], rpcMap: {} } };

/** A signer whose proposals the test settles by hand, and that shows a new pairing URI for each. */
function fakeSigner({ known = [] as string[], expirySeconds = undefined as number | undefined } = {}) {
  let displayUri: (uri: unknown) => void = () => {};
  const proposals: { params: Parameters<ProposalSigner['connect']>[0]; approve(session: unknown): void; reject(error: unknown): void }[] = [];
  const signer: ProposalSigner = {
    connect: (params) =>
      new Promise((approve, reject) => {
        proposals.push({ params, approve, reject });
        // Like the SDK: a URI only for a new pairing, shown after connect was called.
        if (!params.pairingTopic) queueMicrotask(() => displayUri(uri(String(proposals.length), expirySeconds)));
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
    const session = createProposer(signer).propose(NAMESPACES, pairing);
    await tick();
    expect(uris).toEqual([uri('1')]);
    expect(proposals[0]!.params).toEqual({ optionalNamespaces: NAMESPACES });
    proposals[0]!.approve({ topic: 's' });
    await expect(session).resolves.toEqual({ topic: 's' });
  });

  it('passes a URI that is not a pairing URI by', async () => {
    const { signer, show } = fakeSigner();
    const { pairing, uris } = hooks();
    void createProposer(signer).propose(NAMESPACES, pairing);
    show('https://example.com');
    show(42);
    await tick();
    expect(uris).toEqual([uri('1')]);
  });

  it('joins the proposal a fresh reuse URI stands for, instead of pairing again', async () => {
    const { signer, proposals } = fakeSigner();
    const { propose } = createProposer(signer);
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
    void createProposer(signer).propose(NAMESPACES, pairing);
    await tick();
    expect(proposals[0]!.params).toEqual({ optionalNamespaces: NAMESPACES, pairingTopic: '7'.repeat(64) });
    expect(uris).toEqual([uri('7')]);
  });

  it('pairs anew when the reuse URI pairing is unknown or its proposal is over', async () => {
    const { signer, proposals } = fakeSigner();
    const { propose } = createProposer(signer);
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
    const { propose } = createProposer(signer);
    const first = hooks();
    void propose(NAMESPACES, first.pairing);
    await tick();
    const second = hooks();
    void propose(NAMESPACES, second.pairing);
    await tick();
    expect(first.uris).toEqual([uri('1')]);
    expect(second.uris).toEqual([uri('2')]);
  });

  describe('a prepared proposal', () => {
    const OTHER = { eip155: { chains: ['eip155:10'], methods: [], events: [], rpcMap: {} } };

    it('is taken over by the next proposal for the same namespaces: its URI at once, no second pairing', async () => {
      const { signer, proposals } = fakeSigner();
      const proposer = createProposer(signer);
      proposer.prepare(NAMESPACES);
      await tick();
      const { pairing, uris } = hooks();
      const session = proposer.propose(NAMESPACES, pairing);
      expect(uris).toEqual([uri('1')]);
      expect(proposals).toHaveLength(1);
      proposals[0]!.approve({ topic: 's' });
      await expect(session).resolves.toEqual({ topic: 's' });
    });

    it('hands its URI over when the SDK shows it, if taken over before', async () => {
      const { signer, proposals } = fakeSigner();
      const proposer = createProposer(signer);
      proposer.prepare(NAMESPACES);
      const { pairing, uris } = hooks();
      void proposer.propose(NAMESPACES, pairing);
      expect(uris).toEqual([]);
      await tick();
      expect(uris).toEqual([uri('1')]);
      expect(proposals).toHaveLength(1);
    });

    it('is not taken over for other namespaces, nor once taken', async () => {
      const { signer, proposals } = fakeSigner();
      const proposer = createProposer(signer);
      proposer.prepare(NAMESPACES);
      await tick();
      const other = hooks();
      void proposer.propose(OTHER, other.pairing);
      await tick();
      expect(proposals).toHaveLength(2);
      expect(proposals[1]!.params.optionalNamespaces).toEqual(OTHER);
      expect(other.uris).toEqual([uri('2')]);

      const again = hooks();
      void proposer.propose(NAMESPACES, again.pairing);
      await tick();
      expect(proposals).toHaveLength(3);
      expect(again.uris).toEqual([uri('3')]);
    });

    it('is not made while another proposal waits', async () => {
      const { signer, proposals } = fakeSigner();
      const proposer = createProposer(signer);
      void proposer.propose(NAMESPACES, hooks().pairing);
      proposer.prepare(NAMESPACES);
      proposer.prepare(NAMESPACES);
      await tick();
      expect(proposals).toHaveLength(1);
    });

    it('is made again, and not taken over, once its pairing is within 10 s of expiry', async () => {
      let now = 1_000_000_000;
      const { signer, proposals } = fakeSigner({ expirySeconds: (1_000_000_000 + 300_000) / 1000 });
      const proposer = createProposer(signer, () => now);
      proposer.prepare(NAMESPACES);
      await tick();
      now += 300_000 - 10_000;
      proposer.prepare(NAMESPACES);
      await tick();
      expect(proposals).toHaveLength(2);

      now = 1_000_000_000 + 300_000 - 10_001;
      const fresh = hooks();
      void proposer.propose(NAMESPACES, fresh.pairing);
      expect(fresh.uris).toEqual([uri('2', 1_000_300)]);
      expect(proposals).toHaveLength(2);
    });

    it('fails quietly when nobody took it over, and the next proposal pairs anew', async () => {
      const unhandled = jest.fn();
      process.on('unhandledRejection', unhandled);
      try {
        const { signer, proposals } = fakeSigner();
        const proposer = createProposer(signer);
        proposer.prepare(NAMESPACES);
        await tick();
        proposals[0]!.reject(new Error('Proposal expired'));
        await tick();
        const { pairing, uris } = hooks();
        void proposer.propose(NAMESPACES, pairing);
        await tick();
        expect(proposals).toHaveLength(2);
        expect(uris).toEqual([uri('2')]);
        expect(unhandled).not.toHaveBeenCalled();
      } finally {
        process.off('unhandledRejection', unhandled);
      }
    });
  });
});
