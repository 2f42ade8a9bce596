// Pays onramp purchases from each chain's treasury key: one transfer at a time per chain, so
// that nonces follow each other, each waited for until mined.
import { Wallet } from 'ethers';
import { ERC20 } from '../account/balance.js';
import type { OnrampChain } from './offer.js';

const MINED_TIMEOUT_MS = 60_000;

export class Treasury {
  readonly #tails = new Map<string, Promise<unknown>>();

  /** Transfers `amount` base units of the chain's USDC to `to`; resolves with the mined transaction's hash. */
  pay({ chain, token, treasuryKey }: OnrampChain, to: string, amount: bigint): Promise<string> {
    const run = (this.#tails.get(chain.id) ?? Promise.resolve())
      .catch(() => undefined)
      .then(async () => {
        const wallet = new Wallet(treasuryKey, chain.provider);
        const sent = await wallet.sendTransaction({ to: token.address, data: ERC20.encodeFunctionData('transfer', [to, amount]) });
        const receipt = await sent.wait(1, MINED_TIMEOUT_MS);
        if (receipt?.status !== 1) throw new Error(`Transfer ${sent.hash} reverted`);
        return sent.hash;
      });
    this.#tails.set(chain.id, run);
    return run;
  }
}
