// Pays onramp purchases from each network's treasury key: one transfer at a time per chain and key
// (chain/sendQueue.ts), each waited for until mined (EVM) or confirmed (Solana).
import { Wallet } from 'ethers';
import { inSendQueue } from '../../chain/sendQueue.js';
import { ERC20 } from '../account/balance.js';
import type { SolanaChains } from '../account/solanaBalance.js';
import type { OnrampNetwork } from './networks.js';
import { paySol, solanaTreasuryAddress } from './solanaTreasury.js';

const MINED_TIMEOUT_MS = 60_000;

export class Treasury {
  constructor(private readonly solanaChains: SolanaChains) {}

  /** Sends `amount` base units of the network's currency to `to`; resolves with the transaction's hash (EVM) or signature (Solana). */
  pay(network: OnrampNetwork, to: string, amount: bigint): Promise<string> {
    if (network.namespace === 'solana') {
      const { chain, treasuryKey } = network;
      return inSendQueue(chain.id, solanaTreasuryAddress(treasuryKey), async () => paySol(await this.solanaChains.connection(chain), treasuryKey, to, amount));
    }
    const { chain, token, treasuryKey } = network;
    const wallet = new Wallet(treasuryKey, chain.provider);
    return inSendQueue(chain.id, wallet.address, async () => {
      const sent = await wallet.sendTransaction({ to: token.address, data: ERC20.encodeFunctionData('transfer', [to, amount]) });
      const receipt = await sent.wait(1, MINED_TIMEOUT_MS);
      if (receipt?.status !== 1) throw new Error(`Transfer ${sent.hash} reverted`);
      return sent.hash;
    });
  }
}
