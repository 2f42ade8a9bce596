// Pays onramp purchases from each chain's treasury key: one transfer at a time per chain and key
// (chain/sendQueue.ts), so that nonces follow each other, each waited for until mined.
import { Wallet } from 'ethers';
import { inSendQueue } from '../../chain/sendQueue.js';
import { ERC20 } from '../account/balance.js';
import type { OnrampChain } from './offer.js';

const MINED_TIMEOUT_MS = 60_000;

export class Treasury {
  /** Transfers `amount` base units of the chain's USDC to `to`; resolves with the mined transaction's hash. */
  pay({ chain, token, treasuryKey }: OnrampChain, to: string, amount: bigint): Promise<string> {
    const wallet = new Wallet(treasuryKey, chain.provider);
    return inSendQueue(chain.id, wallet.address, async () => {
      const sent = await wallet.sendTransaction({ to: token.address, data: ERC20.encodeFunctionData('transfer', [to, amount]) });
      const receipt = await sent.wait(1, MINED_TIMEOUT_MS);
      if (receipt?.status !== 1) throw new Error(`Transfer ${sent.hash} reverted`);
      return sent.hash;
    });
  }
}
