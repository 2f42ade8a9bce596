import { getAccount, getAssociatedTokenAddressSync } from '@solana/spl-token';
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { SOLANA_DEVNET_CAIP_NETWORK_ID, SOLANA_DEVNET_GENESIS_HASH, startSolanaDevnet, type SolanaDevnet } from '../../src/index.js';
import bs58 from 'bs58';
import { devKeypair, rpc, stopAfterIdleSockets } from './solanaTestClient.js';

/** Enough for a new account to be rent-exempt, which the runtime requires of every account a transfer creates. */
const AMOUNT = 0.01 * LAMPORTS_PER_SOL;

let devnet: SolanaDevnet;
let connection: Connection;
beforeAll(async () => {
  devnet = await startSolanaDevnet({ port: 0 });
  connection = new Connection(devnet.rpcUrl, 'confirmed');
});
afterAll(() => stopAfterIdleSockets(devnet));

/** Signs and sends a SOL transfer, then waits for it through confirmTransaction (the WebSocket). */
async function transfer(from: Keypair, to: PublicKey, lamports: number): Promise<string> {
  const latest = await connection.getLatestBlockhash();
  const transaction = new Transaction({ feePayer: from.publicKey, ...latest }).add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports }));
  transaction.sign(from);
  const signature = await connection.sendRawTransaction(transaction.serialize());
  const { value } = await connection.confirmTransaction({ signature, ...latest });
  expect(value.err).toBeNull();
  return signature;
}

describe('the local Solana chain', () => {
  it('listens on 127.0.0.1 with a fixed genesis hash that names its CAIP-2 network', async () => {
    expect(devnet.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await connection.getGenesisHash()).toBe(SOLANA_DEVNET_GENESIS_HASH);
    expect(SOLANA_DEVNET_CAIP_NETWORK_ID).toBe(`solana:${SOLANA_DEVNET_GENESIS_HASH.slice(0, 32)}`);
    expect(SOLANA_DEVNET_CAIP_NETWORK_ID).toHaveLength('solana:'.length + 32);
    expect((await rpc(devnet.rpcUrl, { jsonrpc: '2.0', id: 1, method: 'getHealth' })).json.result).toBe('ok');
    expect((await connection.getVersion())['solana-core']).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('derives the dev keypairs from the dev mnemonic as Solana wallets do (m/44\'/501\'/i\'/0\')', () => {
    // What Phantom and solana-keygen derive from "test test … junk" for the first account.
    expect(devnet.accounts[0]!.address).toBe('oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96');
    expect(devnet.accounts).toHaveLength(10);
    expect(devKeypair(devnet, 0).publicKey.toBase58()).toBe(devnet.accounts[0]!.address);
  });

  it('funds every dev keypair with 1000 SOL', async () => {
    for (const account of devnet.accounts) expect(await connection.getBalance(new PublicKey(account.address))).toBe(1000 * LAMPORTS_PER_SOL);
  });

  it('funds every dev keypair with 1 000 000 devnet USDC in its associated token account', async () => {
    const owner = new PublicKey(devnet.accounts[1]!.address);
    const mint = new PublicKey(devnet.usdc.mint);
    const { value } = await connection.getParsedTokenAccountsByOwner(owner, { mint });
    expect(value).toHaveLength(1);
    expect(value[0]!.pubkey.equals(getAssociatedTokenAddressSync(mint, owner))).toBe(true);
    expect(value[0]!.account.data.parsed.info).toMatchObject({ mint: devnet.usdc.mint, owner: owner.toBase58(), state: 'initialized' });
    expect(value[0]!.account.data.parsed.info.tokenAmount).toEqual({ amount: '1000000000000', decimals: 6, uiAmount: 1_000_000, uiAmountString: '1000000' });

    const raw = await connection.getTokenAccountsByOwner(owner, { programId: value[0]!.account.owner });
    expect(raw.value).toHaveLength(1);
    expect((await getAccount(connection, raw.value[0]!.pubkey)).amount).toBe(1_000_000_000_000n);
    expect((await connection.getTokenAccountBalance(raw.value[0]!.pubkey)).value.uiAmountString).toBe('1000000');
  });

  it('lands a SOL transfer, confirmed through the WebSocket, that moves the amount plus the quoted fee', async () => {
    const from = devKeypair(devnet, 2);
    const to = Keypair.generate().publicKey;
    const before = await connection.getBalance(from.publicKey);
    const latest = await connection.getLatestBlockhash();
    const message = new Transaction({ feePayer: from.publicKey, ...latest }).add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports: AMOUNT })).compileMessage();
    const fee = (await connection.getFeeForMessage(message)).value;
    expect(fee).toBe(5000);

    const signature = await transfer(from, to, AMOUNT);
    expect(await connection.getBalance(to)).toBe(AMOUNT);
    expect(await connection.getBalance(from.publicKey)).toBe(before - AMOUNT - fee!);
    const status = (await connection.getSignatureStatus(signature)).value;
    expect(status).toMatchObject({ err: null, confirmationStatus: 'finalized' });
    expect(await connection.isBlockhashValid(latest.blockhash)).toMatchObject({ value: true });
  });

  it('notifies a signature subscription over the WebSocket when the transaction lands', async () => {
    const from = devKeypair(devnet, 2);
    const transaction = new Transaction({ feePayer: from.publicKey, ...(await connection.getLatestBlockhash()) }).add(
      SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: Keypair.generate().publicKey, lamports: AMOUNT }),
    );
    transaction.sign(from);
    const notified = new Promise<unknown>((resolve) => connection.onSignature(bs58.encode(transaction.signature!), (result) => resolve(result.err)));
    // Let the subscription reach the server before the transaction lands.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await connection.sendRawTransaction(transaction.serialize());
    const timedOut = new Promise((resolve) => setTimeout(() => resolve('no notification within 5 s'), 5000));
    await expect(Promise.race([notified, timedOut])).resolves.toBeNull();
  });

  it('lands a versioned (v0) transaction and serves it back with getTransaction', async () => {
    const from = devKeypair(devnet, 3);
    const to = Keypair.generate().publicKey;
    const latest = await connection.getLatestBlockhash();
    const message = new TransactionMessage({ payerKey: from.publicKey, recentBlockhash: latest.blockhash, instructions: [SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports: AMOUNT })] }).compileToV0Message();
    const transaction = new VersionedTransaction(message);
    transaction.sign([from]);
    const signature = await connection.sendTransaction(transaction);
    await connection.confirmTransaction({ signature, ...latest });

    await expect(connection.getTransaction(signature)).rejects.toThrow(/maxSupportedTransactionVersion/);
    const landed = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 });
    expect(landed?.version).toBe(0);
    expect(landed?.meta).toMatchObject({ err: null, fee: 5000 });
    const keys = landed!.transaction.message.staticAccountKeys.map((key) => key.toBase58());
    const recipient = keys.indexOf(to.toBase58());
    expect(landed!.meta!.preBalances[recipient]).toBe(0);
    expect(landed!.meta!.postBalances[recipient]).toBe(AMOUNT);
  });

  it('takes a base58-encoded transaction, the RPC default encoding', async () => {
    const from = devKeypair(devnet, 3);
    const to = Keypair.generate().publicKey;
    const transaction = new Transaction({ feePayer: from.publicKey, ...(await connection.getLatestBlockhash()) }).add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports: AMOUNT }));
    transaction.sign(from);
    const { json } = await rpc(devnet.rpcUrl, { jsonrpc: '2.0', id: 1, method: 'sendTransaction', params: [bs58.encode(transaction.serialize())] });
    expect(json.result).toBe(bs58.encode(transaction.signature!));
    expect(await connection.getBalance(to)).toBe(AMOUNT);
  });

  it('simulates a transaction without landing it, with its logs and units', async () => {
    const from = devKeypair(devnet, 4);
    const to = Keypair.generate().publicKey;
    const transaction = new Transaction({ feePayer: from.publicKey, ...(await connection.getLatestBlockhash()) }).add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports: AMOUNT }));
    const before = await connection.getBalance(from.publicKey);
    const { value } = await connection.simulateTransaction(transaction, [from], [to]);
    expect(value.err).toBeNull();
    expect(value.logs).toEqual(['Program 11111111111111111111111111111111 invoke [1]', 'Program 11111111111111111111111111111111 success']);
    expect(value.unitsConsumed).toBeGreaterThan(0);
    expect(value.accounts?.[0]?.lamports).toBe(AMOUNT);
    expect(await connection.getBalance(to)).toBe(0);
    expect(await connection.getBalance(from.publicKey)).toBe(before);

    const tooMuch = new Transaction({ feePayer: from.publicKey, ...(await connection.getLatestBlockhash()) }).add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports: before * 2 }));
    const failed = (await connection.simulateTransaction(tooMuch, [from])).value;
    expect(failed.err).toEqual({ InstructionError: [0, { Custom: 1 }] });
    expect(failed.logs?.join('\n')).toMatch(/insufficient lamports/);
  });

  it('lists the signatures that touched an address, newest first, and pages with before and limit', async () => {
    const from = devKeypair(devnet, 5);
    const to = Keypair.generate().publicKey;
    const first = await transfer(from, to, AMOUNT);
    const second = await transfer(from, to, 2 * AMOUNT);
    const forRecipient = await connection.getSignaturesForAddress(to);
    expect(forRecipient.map((info) => info.signature)).toEqual([second, first]);
    expect(forRecipient[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' });
    expect(forRecipient[0]!.slot).toBeGreaterThan(forRecipient[1]!.slot);
    const forSender = await connection.getSignaturesForAddress(from.publicKey, { limit: 1 });
    expect(forSender.map((info) => info.signature)).toEqual([second]);
    const older = await connection.getSignaturesForAddress(to, { before: second });
    expect(older.map((info) => info.signature)).toEqual([first]);
    expect((await connection.getTransaction(first))?.meta?.postBalances).toContain(AMOUNT);
  });

  it('airdrops SOL from the treasury and notifies account subscribers', async () => {
    const to = Keypair.generate().publicKey;
    const changes: number[] = [];
    const subscription = connection.onAccountChange(to, (account) => changes.push(account.lamports));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const latest = await connection.getLatestBlockhash();
    const signature = await connection.requestAirdrop(to, 2 * LAMPORTS_PER_SOL);
    await connection.confirmTransaction({ signature, ...latest });
    expect(await connection.getBalance(to)).toBe(2 * LAMPORTS_PER_SOL);
    for (let waited = 0; changes.length === 0 && waited < 2000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(changes).toEqual([2 * LAMPORTS_PER_SOL]);
    await connection.removeAccountChangeListener(subscription);
  });

  it('answers slot, block height and epoch from one counter that grows with each landed transaction', async () => {
    const slot = await connection.getSlot();
    expect(await connection.getBlockHeight()).toBe(slot);
    expect(await connection.getEpochInfo()).toMatchObject({ absoluteSlot: slot, blockHeight: slot, epoch: 0, slotIndex: slot });
    await transfer(devKeypair(devnet, 6), Keypair.generate().publicKey, AMOUNT);
    expect(await connection.getSlot()).toBe(slot + 1);
  });
});
