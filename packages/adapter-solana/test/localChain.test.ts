import { createPublicKey, verify } from 'node:crypto';
import { connect, createLatch, createStorage, disconnect, ErrorMessages, LatchMessages, refreshBalance, selectActiveAccount, send, updateSend, type CaipNetwork, type Latch } from '@latch/core';
import { freePort, SOLANA_FUNDED_SOL, startSolanaDevnet, type SolanaDevnet } from '@latch/devnet';
import { manualClock, NATIVE_BALANCE_CACHE_MS } from '@latch/core/testing';
import { Connection, Keypair, LAMPORTS_PER_SOL, SystemProgram, Transaction } from '@solana/web3.js';
import { getWallets } from '@wallet-standard/app';
import bs58 from 'bs58';
import { solanaLocalNetwork } from '../src/network.js';
import { createChainReads } from '../src/rpc/chainReads.js';
import { solanaAdapter } from '../src/solanaAdapter.js';
import { createTestWallet, type TestWallet } from './testWallet.js';

// Integration: the adapter against the local world's Solana chain (litesvm behind a JSON-RPC server),
// through a Wallet Standard wallet registered on the page's registry and signing with a dev keypair.
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');
let devnet: SolanaDevnet;
let network: CaipNetwork;
let rpc: Connection;
let wallet: TestWallet;
let signOnly: TestWallet;
const unregister: (() => void)[] = [];
let latch: Latch | undefined;

beforeAll(async () => {
  devnet = await startSolanaDevnet({ port: 0 });
  network = solanaLocalNetwork({ genesisHash: devnet.genesisHash, rpcUrl: devnet.rpcUrl, wsUrl: devnet.wsUrl });
  rpc = new Connection(devnet.rpcUrl, 'confirmed');
  wallet = createTestWallet({ keypair: Keypair.fromSecretKey(devnet.accounts[1]!.secretKey), name: 'Latch Test Wallet', chains: [devnet.caipNetworkId], rpcUrl: devnet.rpcUrl });
  // A wallet that only signs, and names the chain as Wallet Standard's localnet: the adapter sends for it.
  signOnly = createTestWallet({ keypair: Keypair.fromSecretKey(devnet.accounts[2]!.secretKey), name: 'Signing Wallet', without: ['solana:signAndSendTransaction'] });
  unregister.push(getWallets().register(wallet, signOnly));
});
afterEach(() => {
  latch?.destroy();
  latch = undefined;
});
afterAll(async () => {
  unregister.forEach((stop) => stop());
  await devnet?.stop();
});

async function connected(connectorId: string, networks = [network]) {
  latch = createLatch({ projectId: 'latch-test', networks, adapters: [solanaAdapter({ sendOptions: { preflightCommitment: 'confirmed' } })], storage: createStorage(null) });
  // Discovery lists the registered wallets once its chunk has come.
  await new Promise((resolve) => setTimeout(resolve, 0));
  await connect(latch, { connectorId });
  return latch;
}

const sol = (lamports: number) => lamports / LAMPORTS_PER_SOL;
const nativeToken = (numeric: string) => ({ name: 'Solana', symbol: 'SOL', chainId: network.caipNetworkId, price: 0, quantity: { decimals: '9', numeric }, iconUrl: '' });

it('connects a Wallet Standard wallet, reads its SOL balance, and disconnects', async () => {
  const latch = await connected('Latch Test Wallet');
  const address = devnet.accounts[1]!.address;
  await refreshBalance(latch);
  const account = selectActiveAccount(latch.getState())!;
  expect(account).toMatchObject({ status: 'connected', address, caipAddress: `${devnet.caipNetworkId}:${address}`, balanceSymbol: 'SOL' });
  expect(Number(account.balance)).toBe(sol(await rpc.getBalance(Keypair.fromSecretKey(devnet.accounts[1]!.secretKey).publicKey)));
  expect(Number(account.balance)).toBeLessThanOrEqual(SOLANA_FUNDED_SOL);

  await disconnect(latch);
  expect(selectActiveAccount(latch.getState())?.status).toBe('disconnected');
});

it('answers a balance read again for 30 s (SPEC 9), and afresh when asked or past that', async () => {
  const clock = manualClock(1_000);
  const reads = await createChainReads({ clock });
  const owner = Keypair.generate().publicKey;
  const payer = Keypair.fromSecretKey(devnet.accounts[3]!.secretKey);
  // Sent and read over HTTP: web3.js' confirmation would open a WebSocket the chain does not serve.
  const pay = async (lamports: number) => {
    const signature = await rpc.sendTransaction(new Transaction().add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: owner, lamports })), [payer]);
    while ((await rpc.getSignatureStatus(signature)).value?.confirmationStatus === undefined) await new Promise((resolve) => setTimeout(resolve, 50));
  };
  await pay(LAMPORTS_PER_SOL);
  await expect(reads.balance(owner.toBase58(), network)).resolves.toEqual({ balance: '1', symbol: 'SOL' });
  await pay(LAMPORTS_PER_SOL);
  clock.advance(NATIVE_BALANCE_CACHE_MS - 1);
  await expect(reads.balance(owner.toBase58(), network)).resolves.toEqual({ balance: '1', symbol: 'SOL' });
  await expect(reads.balance(owner.toBase58(), network, { fresh: true })).resolves.toEqual({ balance: '2', symbol: 'SOL' });
  await pay(LAMPORTS_PER_SOL);
  clock.advance(NATIVE_BALANCE_CACHE_MS);
  await expect(reads.balance(owner.toBase58(), network)).resolves.toEqual({ balance: '3', symbol: 'SOL' });
});

it('signs a message that verifies against the public key', async () => {
  const adapter = solanaAdapter();
  adapter.watchConnectors(() => {});
  await new Promise((resolve) => setTimeout(resolve, 0));
  const { address } = await adapter.connect({ connectorId: 'Latch Test Wallet', network });
  const signature = await adapter.signMessage({ message: 'Sign in to Latch', address });
  const key = createPublicKey({ key: Buffer.concat([ED25519_SPKI_PREFIX, bs58.decode(address)]), format: 'der', type: 'spki' });
  expect(verify(null, Buffer.from('Sign in to Latch'), key, bs58.decode(signature))).toBe(true);
  await adapter.disconnect();
});

it.each([
  ['signs and sends itself', 'Latch Test Wallet', 1],
  ['only signs, and the adapter sends', 'Signing Wallet', 2],
])('sends SOL through a wallet that %s: it lands, and the balance shows it', async (_, connectorId, index) => {
  const latch = await connected(connectorId);
  const receiver = Keypair.generate().publicKey;
  const payer = Keypair.fromSecretKey(devnet.accounts[index]!.secretKey).publicKey;
  const before = await rpc.getBalance(payer);
  updateSend(latch, { token: nativeToken('10'), sendTokenAmount: '1.25', receiverAddress: receiver.toBase58() });
  const signature = await send(latch);
  expect((await rpc.getSignatureStatus(signature)).value?.err).toBeNull();
  expect(await rpc.getBalance(receiver)).toBe(1.25 * LAMPORTS_PER_SOL);
  const after = await rpc.getBalance(payer);
  expect(before - after).toBeGreaterThanOrEqual(1.25 * LAMPORTS_PER_SOL);
  expect(selectActiveAccount(latch.getState())?.balance).toBe(String(sol(after)));
});

it('says "Signature declined" when the wallet refuses, and nothing is sent', async () => {
  const latch = await connected('Latch Test Wallet');
  const payer = Keypair.fromSecretKey(devnet.accounts[1]!.secretKey).publicKey;
  const before = await rpc.getBalance(payer);
  wallet.rejectNextRequest();
  updateSend(latch, { token: nativeToken('10'), sendTokenAmount: '0.5', receiverAddress: Keypair.generate().publicKey.toBase58() });
  await expect(send(latch)).rejects.toThrow(ErrorMessages.signatureDeclined.text);
  expect(await rpc.getBalance(payer)).toBe(before);
});

it('refuses a malformed receiver with the SPEC message, before the wallet is asked', async () => {
  const latch = await connected('Latch Test Wallet');
  const asked = wallet.requests.length;
  updateSend(latch, { token: nativeToken('10'), sendTokenAmount: '0.5', receiverAddress: 'not-a-solana-address' });
  await expect(send(latch)).rejects.toThrow(LatchMessages.invalidReceiver.text);
  // 44 base58 characters pass SPEC 5's pattern but are no 32-byte public key: web3.js refuses it.
  updateSend(latch, { receiverAddress: 'z'.repeat(44) });
  await expect(send(latch)).rejects.toThrow(LatchMessages.invalidReceiver.text);
  expect(wallet.requests.length).toBe(asked);
});

it('reports "Token Balance Unavailable" when the RPC cannot be reached', async () => {
  const unreachable = { ...network, rpcUrls: { default: { http: [`http://127.0.0.1:${await freePort()}`] } } };
  const latch = await connected('Latch Test Wallet', [unreachable]);
  await refreshBalance(latch);
  expect(selectActiveAccount(latch.getState())?.balanceError).toEqual({ id: 'tokenBalanceUnavailable', text: 'Token Balance Unavailable' });
});
