// Funds a new address once per chain: ETH and each configured token, from the faucet's dev key.
// The address is claimed in the database first (so two requests at once fund it once); a
// funding that fails gives the claim back, so the address may ask again.
import { Interface, type JsonRpcProvider, parseUnits, Wallet } from 'ethers';
import type { Db } from '../db/db.js';
import { jsonRpcProvider } from '../chain/chains.js';
import { inSendQueue } from '../chain/sendQueue.js';
import { HttpError } from '../http/errors.js';
import type { FaucetAsset, FaucetConfig } from './config.js';

const MINED_TIMEOUT_MS = 60_000;
const ERC20 = new Interface(['function transfer(address to, uint256 amount) returns (bool)']);

export const FAUCET_MESSAGES = {
  alreadyFunded: 'This address was funded already',
  failed: 'The faucet could not fund the address: try again later',
} as const;

export interface FaucetTransfer {
  symbol: string;
  /** Whole units, as configured. */
  amount: string;
  hash: string;
}

export interface Funding {
  address: string;
  chainId: string;
  transfers: FaucetTransfer[];
}

export class Faucet {
  readonly #wallet: Wallet;
  readonly #provider: JsonRpcProvider;

  constructor(
    private readonly config: FaucetConfig,
    private readonly now: () => number = Date.now,
  ) {
    this.#provider = jsonRpcProvider(config.rpcUrl, Number(config.chainId.split(':')[1]));
    this.#wallet = new Wallet(config.key, this.#provider);
  }

  get chainId(): string {
    return this.config.chainId;
  }

  /** Funds `address` (checksummed) unless it was funded before: 409 then, 502 when a transfer fails. */
  async fund(db: Db, address: string): Promise<Funding> {
    const { chainId } = this.config;
    const key = address.toLowerCase();
    const claimed = await db.query(
      'insert into faucet_grants (chain_id, address, granted_at) values ($1, $2, $3) on conflict do nothing returning address',
      [chainId, key, this.now()],
    );
    if (!claimed.length) throw new HttpError(409, FAUCET_MESSAGES.alreadyFunded);
    let transfers: FaucetTransfer[];
    try {
      transfers = await inSendQueue(chainId, this.#wallet.address, () => this.#send(address));
    } catch (error) {
      console.error(`[services] faucet: funding ${address} failed: ${error instanceof Error ? error.message : String(error)}`);
      await db.query('delete from faucet_grants where chain_id = $1 and address = $2', [chainId, key]);
      throw new HttpError(502, FAUCET_MESSAGES.failed);
    }
    await db.query('update faucet_grants set transfers = $3::jsonb where chain_id = $1 and address = $2', [chainId, key, JSON.stringify(transfers)]);
    return { address, chainId, transfers };
  }

  /** One transfer after the other, each mined before the next. */
  async #send(to: string): Promise<FaucetTransfer[]> {
    const assets: (FaucetAsset & { address?: string })[] = [this.config.native, ...(this.config.tokens ?? [])];
    const transfers: FaucetTransfer[] = [];
    for (const asset of assets) {
      const value = parseUnits(asset.amount, asset.decimals);
      const sent = await this.#wallet.sendTransaction(
        asset.address === undefined ? { to, value } : { to: asset.address, data: ERC20.encodeFunctionData('transfer', [to, value]) },
      );
      const receipt = await sent.wait(1, MINED_TIMEOUT_MS);
      if (receipt?.status !== 1) throw new Error(`Transfer ${sent.hash} of ${asset.symbol} reverted`);
      transfers.push({ symbol: asset.symbol, amount: asset.amount, hash: sent.hash });
    }
    return transfers;
  }

  destroy(): void {
    this.#provider.destroy();
  }
}
