import type { PairingHooks } from '@latch/core';
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
}

export type Propose = (namespaces: Record<string, NamespaceRequest>, pairing?: PairingHooks) => Promise<unknown>;

/**
 * Session proposals through `signer`, resolving with the approved session. The pairing URI goes to
 * the latest proposal's hooks. A `reuseUri` (SPEC 4: Telegram, iOS Safari) whose proposal still waits
 * for the wallet joins it, since the wallet may be opening that very URI; one whose pairing the client
 * knows carries the new proposal; any other gets a new pairing.
 */
export function createProposer(signer: ProposalSigner): Propose {
  let latest: Proposal | undefined;
  signer.onDisplayUri((value) => {
    const parsed = parsePairingUri(value);
    if (!parsed || !latest) return;
    latest.uri = parsed.uri;
    latest.hooks?.onUri(parsed.uri);
  });

  return (namespaces, pairing) => {
    const reuse = parsePairingUri(pairing?.reuseUri);
    if (reuse && latest?.session && latest.uri === reuse.uri) {
      latest.hooks = pairing;
      pairing?.onUri(reuse.uri);
      return latest.session;
    }
    const pairingTopic = reuse && signer.hasPairing(reuse.topic) ? reuse.topic : undefined;
    const proposal: Proposal = { hooks: pairing };
    latest = proposal;
    if (reuse && pairingTopic) {
      // An active pairing carries the proposal with no new URI, so the one offered stays.
      proposal.uri = reuse.uri;
      pairing?.onUri(reuse.uri);
    }
    proposal.session = signer.connect({ optionalNamespaces: namespaces, ...(pairingTopic ? { pairingTopic } : {}) }).finally(() => {
      if (latest === proposal) latest = undefined;
    });
    return proposal.session;
  };
}
