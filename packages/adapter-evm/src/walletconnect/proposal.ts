import type { PairingHooks } from '@latch/core';
import { PAIRING_EXPIRY_MARGIN_MS } from '@latch/core/walletconnect';
import type { NamespaceRequest } from './namespaces.js';
import { parsePairingUri } from './pairingUri.js';

/** The part of WalletConnect's provider that proposing a session needs. */
export interface ProposalSigner {
  connect(params: { optionalNamespaces: Record<string, NamespaceRequest>; pairingTopic?: string }): Promise<unknown>;
  onDisplayUri(listener: (uri: unknown) => void): void;
  /** Whether this client already holds the pairing of `topic`. */
  hasPairing(topic: string): boolean;
}

interface Proposal {
  uri?: string;
  hooks?: PairingHooks;
  session?: Promise<unknown>;
  /** Set while a prepared proposal waits for someone to take it over: what it asks for. */
  prepared?: string;
}

type Namespaces = Record<string, NamespaceRequest>;

export interface Proposer {
  /** Proposes a session (or takes over a prepared proposal for the same namespaces); resolves with the approved session. */
  propose(namespaces: Namespaces, pairing?: PairingHooks): Promise<unknown>;
  /**
   * Starts a proposal nobody waits on yet, so its pairing URI is ready the moment the person asks for
   * it. Does nothing while another proposal waits. A failure is quiet: `propose` makes a new one.
   */
  prepare(namespaces: Namespaces): void;
}

// Whichever namespace's connect lists first, the same namespaces are the same proposal.
const keyOf = (namespaces: Namespaces) => JSON.stringify(Object.entries(namespaces).sort(([a], [b]) => a.localeCompare(b)));

/** Whether a URI's pairing is still worth offering: not within SPEC 9's margin of the expiry it carries. */
function isFresh(uri: string | undefined, now: number): boolean {
  const expiry = parsePairingUri(uri)?.expiryTimestamp;
  return expiry === undefined || now < expiry * 1000 - PAIRING_EXPIRY_MARGIN_MS;
}

/**
 * Session proposals through `signer`, resolving with the approved session. The pairing URI goes to
 * the latest proposal's hooks. A `reuseUri` (SPEC 4: Telegram, iOS Safari) whose proposal still waits
 * for the wallet joins it, since the wallet may be opening that very URI; one whose pairing the client
 * knows carries the new proposal; a fresh prepared proposal for the same namespaces is taken over;
 * anything else gets a new pairing.
 */
export function createProposer(signer: ProposalSigner, now: () => number = Date.now): Proposer {
  let latest: Proposal | undefined;
  signer.onDisplayUri((value) => {
    const parsed = parsePairingUri(value);
    if (!parsed || !latest) return;
    latest.uri = parsed.uri;
    latest.hooks?.onUri(parsed.uri);
  });

  function start(namespaces: Namespaces, proposal: Proposal, pairingTopic?: string): Promise<unknown> {
    latest = proposal;
    proposal.session = signer.connect({ optionalNamespaces: namespaces, ...(pairingTopic ? { pairingTopic } : {}) }).finally(() => {
      if (latest === proposal) latest = undefined;
    });
    return proposal.session;
  }

  function takeOver(proposal: Proposal, pairing: PairingHooks | undefined): Promise<unknown> {
    proposal.prepared = undefined;
    proposal.hooks = pairing;
    // A URI not shown yet reaches the hooks when the SDK shows it.
    if (proposal.uri) pairing?.onUri(proposal.uri);
    return proposal.session!;
  }

  return {
    propose(namespaces, pairing) {
      const reuse = parsePairingUri(pairing?.reuseUri);
      if (reuse && latest?.session && latest.uri === reuse.uri) return takeOver(latest, pairing);
      if (latest?.prepared === keyOf(namespaces) && isFresh(latest.uri, now())) return takeOver(latest, pairing);
      const pairingTopic = reuse && signer.hasPairing(reuse.topic) ? reuse.topic : undefined;
      const proposal: Proposal = { hooks: pairing };
      if (reuse && pairingTopic) {
        // An active pairing carries the proposal with no new URI, so the one offered stays.
        proposal.uri = reuse.uri;
        pairing?.onUri(reuse.uri);
      }
      return start(namespaces, proposal, pairingTopic);
    },

    prepare(namespaces) {
      if (latest && !(latest.prepared && !isFresh(latest.uri, now()))) return;
      // Nobody may ever take this one over: its failure (expiry, say) must not go unhandled.
      start(namespaces, { prepared: keyOf(namespaces) }).catch(() => undefined);
    },
  };
}
