// Funds a new address once per chain (grants.ts): ETH and each configured token, from the faucet's dev key.
import { Interface, type JsonRpcProvider, parseUnits, Wallet } from 'ethers';
import type { Db } from '../db/db.js';
import { jsonRpcProvider } from '../chain/chains.js';
import { inSendQueue } from '../chain/sendQueue.js';
import type { FaucetAsset, FaucetConfig } from './config.js';
import { grantOnce, type FaucetTransfer, type Funding } from './grants.js';

const MINED_TIMEOUT_MS = 60_000;
const ERC20 = new Interface(['function transfer(address to, uint256 amount) returns (bool)']);

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
  fund(db: Db, address: string): Promise<Funding> {
    const { chainId } = this.config;
    return grantOnce(db, { chainId, address, key: address.toLowerCase(), now: this.now() }, () => inSendQueue(chainId, this.#wallet.address, () => this.#send(address)));
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
