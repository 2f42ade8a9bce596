// Why the chain tests wait for a transaction with `mined` (chainHelpers.ts) and not ethers' wait():
// anvil answers a sent transaction before it mines it (a receipt is missing right after the send
// now and then), and when the block comes between the receipt poll and the first block-number poll
// of wait()'s subscription, wait() takes that block as already seen and waits for a next one, which
// a quiet devnet never mines. CI saw balance.test.ts time out after 30 s so. Here that interleaving
// is forced.
import { startDevnet, freshProvider, type Devnet } from '@latch/devnet';
import { JsonRpcProvider, Wallet, type JsonRpcPayload, type JsonRpcResult, type TransactionResponse } from 'ethers';
import { mined } from './chainHelpers.js';

/** Long enough for several of the provider's 50 ms polls. */
const SETTLE_MS = 1_000;

/**
 * A provider that mines the block holding `hash` just after answering the `receiptPoll`-th receipt
 * request for it (its answer still "none"), and answers block-number requests made meanwhile only
 * once that block is mined.
 */
class MineBetweenPolls extends JsonRpcProvider {
  hash = '';
  receiptPoll = 0;
  #receipts = 0;
  #mining: Promise<unknown> | undefined;

  constructor(
    url: string,
    private readonly miner: JsonRpcProvider,
  ) {
    super(url, undefined, { cacheTimeout: -1, pollingInterval: 50, staticNetwork: true, batchMaxCount: 1 });
  }

  override async _send(payload: JsonRpcPayload | JsonRpcPayload[]): Promise<JsonRpcResult[]> {
    const [request] = Array.isArray(payload) ? payload : [payload];
    if (request?.method === 'eth_blockNumber') await this.#mining;
    const isPoll = request?.method === 'eth_getTransactionReceipt' && (request.params as string[])[0] === this.hash && (this.#receipts += 1) === this.receiptPoll;
    if (!isPoll) return super._send(payload);
    let mine!: () => void;
    this.#mining = new Promise<void>((resolve) => (mine = resolve)).then(() => this.miner.send('evm_mine', []));
    const answer = await super._send(payload);
    mine();
    await this.#mining;
    return answer;
  }
}

describe('waiting for a transaction the devnet answers before it mines', () => {
  let devnet: Devnet;
  let miner: JsonRpcProvider;
  beforeAll(async () => {
    devnet = await startDevnet({ port: 0 });
    miner = freshProvider(devnet.rpcUrl);
  }, 60_000);
  afterAll(async () => {
    await miner?.send('evm_setAutomine', [true]);
    miner?.destroy();
    await devnet?.stop();
  });

  /** A transfer sent with mining held, and a provider that mines it between the `receiptPoll`-th receipt poll and the block-number poll after it. */
  async function sentUnmined(receiptPoll: number): Promise<{ sent: TransactionResponse; provider: MineBetweenPolls }> {
    const provider = new MineBetweenPolls(devnet.rpcUrl, miner);
    await miner.send('evm_setAutomine', [false]);
    const sent = await new Wallet(devnet.accounts[7]!.privateKey, provider).sendTransaction({ to: Wallet.createRandom().address, value: 1n });
    provider.hash = sent.hash;
    provider.receiptPoll = receiptPoll;
    return { sent, provider };
  }

  const settles = (promise: Promise<unknown>) => Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), SETTLE_MS))]);

  it("ethers' wait() misses it when it is mined between its subscription's receipt poll and first block-number poll", async () => {
    // Mined after wait()'s own first receipt poll, the transaction is found by its subscription's.
    const found = await sentUnmined(1);
    expect(await settles(found.sent.wait())).toBe(true);
    found.provider.destroy();
    const { sent, provider } = await sentUnmined(2);
    const waiting = sent.wait();
    expect(await settles(waiting)).toBe(false);
    expect(await miner.getTransactionReceipt(sent.hash)).not.toBeNull();
    provider.destroy();
    waiting.catch(() => undefined);
  });

  it('mined() finds it at its next poll', async () => {
    const { sent, provider } = await sentUnmined(1);
    const receipt = await mined(sent);
    expect(receipt).toMatchObject({ hash: sent.hash, status: 1 });
    provider.destroy();
  });
});
