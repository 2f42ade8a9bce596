// Funds a new address once per chain (grants.ts): ETH and each configured token, from the faucet's
// dev key, which may be the onramp treasury's too: its nonces are taken through the database
// (chain/sharedKeySender.ts), so the faucet and the treasury on any replica share it.
import { Interface, type JsonRpcProvider, parseUnits } from 'ethers';
import type { Db } from '../db/db.js';
import { jsonRpcProvider } from '../chain/chains.js';
import type { ResumedPurpose } from '../chain/resumeSends.js';
import { SharedKeySender } from '../chain/sharedKeySender.js';
import type { FaucetAsset, FaucetConfig } from './config.js';
import { grantOnce, type FaucetTransfer, type Funding } from './grants.js';
import { currentLog } from '../observability/current.js';
import { truncated } from '../observability/redact.js';

const ERC20 = new Interface(['function transfer(address to, uint256 amount) returns (bool)']);
/** The purpose under which the faucet's transfers are recorded, each with its address and symbol. */
const FAUCET_PAYMENT = 'faucet';

export class Faucet {
  readonly #provider: JsonRpcProvider;
  readonly #sender: SharedKeySender;

  constructor(
    private readonly config: FaucetConfig,
    resendAfterMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.#provider = jsonRpcProvider(config.rpcUrl, Number(config.chainId.split(':')[1]));
    this.#sender = new SharedKeySender(config.chainId, config.key, this.#provider, resendAfterMs);
  }

  get chainId(): string {
    return this.config.chainId;
  }

  /** Funds `address` (checksummed) unless it was funded before: 409 then, 502 when a transfer fails. */
  fund(db: Db, address: string): Promise<Funding> {
    const { chainId } = this.config;
    return grantOnce(db, { chainId, address, key: address.toLowerCase(), now: this.now() }, () => this.#send(db, address));
  }

  /** The faucet's transfers that a process left under way: mined for the grant they belong to, which counts as made. */
  get resumed(): ResumedPurpose {
    return {
      purpose: FAUCET_PAYMENT,
      senders: () => [this.#sender],
      settle: async (_db, reference, outcome) => {
        if ('error' in outcome) currentLog().error({ reference: truncated(reference), err: outcome.error }, 'faucet resumed transfer failed');
      },
    };
  }

  /** One transfer after the other, each mined before the next. */
  async #send(db: Db, to: string): Promise<FaucetTransfer[]> {
    const assets: (FaucetAsset & { address?: string })[] = [this.config.native, ...(this.config.tokens ?? [])];
    const transfers: FaucetTransfer[] = [];
    for (const asset of assets) {
      const value = parseUnits(asset.amount, asset.decimals);
      const payment = { purpose: FAUCET_PAYMENT, reference: `${to.toLowerCase()}:${asset.symbol}` };
      const hash = await this.#sender.send(db, asset.address === undefined ? { ...payment, to, value } : { ...payment, to: asset.address, data: ERC20.encodeFunctionData('transfer', [to, value]) });
      transfers.push({ symbol: asset.symbol, amount: asset.amount, hash });
    }
    return transfers;
  }

  destroy(): void {
    this.#provider.destroy();
  }
}
