// A key's transactions reach the node in the order of their nonces, however the sends that took them
// overlap: a node holds a transaction whose nonce is ahead of the key's next one, and anvil may leave
// it pending even once the gap is filled (it was mined only when the payment was looked at again, a
// resend period later: a dev faucet funding stalled 60 s in the browser suite).
import { freshProvider, liquidityProviderAccount, startDevnet, type Devnet } from '@latch/devnet';
import { JsonRpcProvider, Transaction, Wallet } from 'ethers';
import { SharedKeySender } from '../src/chain/sharedKeySender.js';
import { createServices, type Services } from '../src/index.js';
import { servicesTestDatabase, type TestDatabase } from './database.js';

const CHAIN = 'eip155:31337';
/** How long the node takes to hear of the first transaction: long enough for the second to overtake it if it could. */
const FIRST_BROADCAST_DELAY_MS = 300;

/** A provider that delays its first broadcast, and notes the nonces in the order the node hears of them. */
class SlowFirstBroadcast extends JsonRpcProvider {
  readonly heard: number[] = [];
  #broadcasts = 0;

  override async broadcastTransaction(signed: string) {
    if (this.#broadcasts++ === 0) await new Promise((resolve) => setTimeout(resolve, FIRST_BROADCAST_DELAY_MS));
    this.heard.push(Transaction.from(signed).nonce);
    return super.broadcastTransaction(signed);
  }
}

let devnet: Devnet;
let services: Services;
let database: TestDatabase;
beforeAll(async () => {
  database = await servicesTestDatabase();
  devnet = await startDevnet({ port: 0 });
  services = await createServices({ port: 0, database: database.config, chains: [] });
}, 60_000);
afterAll(async () => {
  await services?.stop();
  await devnet?.stop();
  await database?.drop();
});

it('broadcasts overlapping sends of one key in nonce order, and each is mined', async () => {
  const provider = new SlowFirstBroadcast(devnet.rpcUrl, undefined, { staticNetwork: true, cacheTimeout: -1 });
  const reader = freshProvider(devnet.rpcUrl);
  try {
    const sender = new SharedKeySender(CHAIN, liquidityProviderAccount().privateKey, provider);
    const to = Wallet.createRandom().address;
    const hashes = await Promise.all(['first', 'second', 'third'].map((reference) => sender.send(services.db, { purpose: 'order-test', reference, to, value: 1n })));
    const nonces = await Promise.all(hashes.map(async (hash) => (await reader.getTransaction(hash))!.nonce));
    expect(provider.heard).toEqual([...nonces].sort((a, b) => a - b));
    expect(await reader.getBalance(to)).toBe(3n);
  } finally {
    provider.destroy();
    reader.destroy();
  }
}, 60_000);
