// Pays purchases from each network's treasury key. Who pays a purchase is decided once, by its
// claim in the database (store.ts, claimCheckout): only the request that moved it from open to
// sending pays it, on any replica. An EVM payment then takes its nonce through the database
// (chain/sharedKeySender.ts), so replicas and the dev faucet share the key without colliding; a
// Solana payment is blockhash-bound and needs no nonce.
import { ERC20 } from '../account/balance.js';
import type { SolanaChains } from '../account/solanaBalance.js';
import { SharedKeySender } from '../../chain/sharedKeySender.js';
import { inSendQueue } from '../../chain/sendQueue.js';
import type { Db } from '../../db/db.js';
import type { OnrampNetwork } from './networks.js';
import { paySol } from './solanaTreasury.js';

/** The purpose under which the treasury's EVM payments are recorded, each with its purchase's id. */
export const ONRAMP_PAYMENT = 'onramp';

export class Treasury {
  readonly #senders = new Map<string, SharedKeySender>();

  constructor(
    private readonly solanaChains: SolanaChains,
    private readonly resendAfterMs: number,
  ) {}

  /** The sender of an EVM network's treasury. */
  sender(network: Extract<OnrampNetwork, { namespace: 'eip155' }>): SharedKeySender {
    let sender = this.#senders.get(network.id);
    if (!sender) this.#senders.set(network.id, (sender = new SharedKeySender(network.id, network.treasuryKey, network.chain.provider, this.resendAfterMs)));
    return sender;
  }

  /** Pays purchase `id` (claimed): `amount` base units of the network's currency to `to`; resolves with the transaction's hash (EVM) or signature (Solana). */
  pay(db: Db, network: OnrampNetwork, { id, to, amount }: { id: string; to: string; amount: bigint }): Promise<string> {
    if (network.namespace === 'solana') return inSendQueue(network.id, async () => paySol(await this.solanaChains.connection(network.chain), network.treasuryKey, to, amount, `${ONRAMP_PAYMENT} ${id}`));
    const data = ERC20.encodeFunctionData('transfer', [to, amount]);
    return this.sender(network).send(db, { purpose: ONRAMP_PAYMENT, reference: id, to: network.token.address!, data });
  }
}
