// Why the devnet waits for a transaction with `mined` and a deployment with `deployed` (src/mined.ts)
// and not ethers' wait() or waitForDeployment(): anvil answers a sent transaction before it mines it
// (a receipt is missing right after the send now and then), and when the block comes between the
// receipt poll and the first block-number poll of wait()'s subscription, wait() takes that block as
// already seen and waits for a next one, which a quiet devnet never mines. CI saw the services'
// balance.test.ts time out after 30 s so. Here that interleaving is forced.
/* eslint-disable no-restricted-syntax -- this file shows what ethers' wait() and waitForDeployment() miss */
import { ContractFactory, JsonRpcProvider, Wallet, type JsonRpcPayload, type JsonRpcResult } from 'ethers';
import { loadArtifact } from '../src/deploy.js';
import { deployed, freshProvider, idRegistry, mined, startDevnet, type Devnet } from '../src/index.js';

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
  afterEach(() => miner.send('evm_setAutomine', [true]));
  afterAll(async () => {
    miner?.destroy();
    await devnet?.stop();
  });

  const transfer = (wallet: Wallet) => wallet.sendTransaction({ to: Wallet.createRandom().address, value: 1n });
  const deployment = async (wallet: Wallet) => {
    const { abi, bytecode } = loadArtifact('IdRegistry');
    return new ContractFactory(abi, bytecode, wallet).deploy();
  };

  /**
   * What `send` sent with mining held, and a provider that mines it between the `receiptPoll`-th
   * receipt poll and the block-number poll after it.
   */
  async function sentUnmined<Sent>(receiptPoll: number, send: (wallet: Wallet) => Promise<Sent>, hashOf: (sent: Sent) => string) {
    const provider = new MineBetweenPolls(devnet.rpcUrl, miner);
    await miner.send('evm_setAutomine', [false]);
    const sent = await send(new Wallet(devnet.accounts[7]!.privateKey, provider));
    provider.hash = hashOf(sent);
    provider.receiptPoll = receiptPoll;
    return { sent, provider };
  }
  const unminedTransfer = (receiptPoll: number) => sentUnmined(receiptPoll, transfer, (sent) => sent.hash);
  const unminedDeployment = (receiptPoll: number) => sentUnmined(receiptPoll, deployment, (contract) => contract.deploymentTransaction()!.hash);

  const settles = (promise: Promise<unknown>) => Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), SETTLE_MS))]);

  it("ethers' wait() misses it when it is mined between its subscription's receipt poll and first block-number poll", async () => {
    // Mined after wait()'s own first receipt poll, the transaction is found by its subscription's.
    const found = await unminedTransfer(1);
    expect(await settles(found.sent.wait())).toBe(true);
    found.provider.destroy();
    const { sent, provider } = await unminedTransfer(2);
    const waiting = sent.wait();
    expect(await settles(waiting)).toBe(false);
    expect(await miner.getTransactionReceipt(sent.hash)).not.toBeNull();
    provider.destroy();
    waiting.catch(() => undefined);
  });

  it('mined() finds it at its next receipt poll, on the schedule that wait() misses', async () => {
    const { sent, provider } = await unminedTransfer(2);
    const receipt = await mined(sent);
    expect(receipt).toMatchObject({ hash: sent.hash, status: 1 });
    provider.destroy();
  });

  it("ethers' waitForDeployment() misses a deployment so, and deployed() finds it", async () => {
    const missed = await unminedDeployment(2);
    const waiting = missed.sent.waitForDeployment();
    expect(await settles(waiting)).toBe(false);
    expect(await miner.getCode(await missed.sent.getAddress())).not.toBe('0x');
    missed.provider.destroy();
    waiting.catch(() => undefined);

    const { sent, provider } = await unminedDeployment(2);
    expect(await deployed(sent)).toBe(sent);
    expect(await miner.getCode(await sent.getAddress())).not.toBe('0x');
    provider.destroy();
  });

  it('mined() fails on a reverted transaction, naming it', async () => {
    const custody = new Wallet(devnet.accounts[8]!.privateKey, miner);
    const register = idRegistry(devnet.idRegistry, custody).getFunction('register');
    await mined(register(custody.address));
    // The gas is given so that the node takes the second registration instead of refusing its estimate.
    const again = await register(custody.address, { gasLimit: 200_000 });
    await expect(mined(again)).rejects.toThrow(`Transaction ${again.hash} reverted`);
  });
});
