import { createPublicKey, verify } from 'node:crypto';
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import bs58 from 'bs58';
import { createSampleWallet, SOLANA_DEVNET_CAIP_NETWORK_ID, startRelay, startSolanaDevnet, type Relay, type SampleWallet, type SolanaDevnet } from '../src/index.js';
import { EIP155_REQUEST, startDapp, type Dapp } from './dappClient.js';

// Integration: the sample wallet holding a Solana dev keypair, a real dApp sign-client and the local
// Solana chain (litesvm), over the local relay. anvil is not needed: nothing is asked on eip155.
const CHAIN = SOLANA_DEVNET_CAIP_NETWORK_ID;
const SOLANA_REQUEST = { solana: { chains: [CHAIN], methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'], events: [] } };
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

let relay: Relay;
let chain: SolanaDevnet;
let dapp: Dapp;
let stopDapp: () => Promise<void>;
let wallet: SampleWallet;

beforeAll(async () => {
  [relay, chain] = await Promise.all([startRelay({ port: 0 }), startSolanaDevnet({ port: 0 })]);
  ({ dapp, stop: stopDapp } = await startDapp(relay.url));
  wallet = await createSampleWallet({
    relayUrl: relay.url,
    rpcUrl: 'http://127.0.0.1:9',
    privateKey: `0x${'22'.repeat(32)}`,
    solana: { rpcUrl: chain.rpcUrl, secretKey: chain.accounts[3]!.secretKey },
  });
  wallet.setAutoApprove(true);
});
afterAll(async () => {
  await wallet?.stop();
  await stopDapp?.();
  await Promise.all([relay?.stop(), chain?.stop()]);
});

it('approves eip155 and solana in one session, then signs a message and signs and sends a transfer that lands on the local chain', async () => {
  const { uri, approval } = await dapp.connect({ optionalNamespaces: { ...EIP155_REQUEST, ...SOLANA_REQUEST } });
  await wallet.pair(uri!);
  const session = await approval();
  const solanaAddress = chain.accounts[3]!.address;
  expect(wallet.solanaAddress).toBe(solanaAddress);
  expect(session.namespaces['solana']!.accounts).toEqual([`${CHAIN}:${solanaAddress}`]);
  expect(session.namespaces['eip155']!.accounts).toEqual([`eip155:31337:${wallet.address}`]);
  const request = (method: string, params: object) => dapp.request<{ signature: string }>({ topic: session.topic, chainId: CHAIN, request: { method, params } });

  const { signature } = await request('solana_signMessage', { message: bs58.encode(Buffer.from('Sign in to Latch')), pubkey: solanaAddress });
  const publicKey = createPublicKey({ key: Buffer.concat([ED25519_SPKI_PREFIX, bs58.decode(solanaAddress)]), format: 'der', type: 'spki' });
  expect(verify(null, Buffer.from('Sign in to Latch'), publicKey, bs58.decode(signature))).toBe(true);

  const connection = new Connection(chain.rpcUrl, 'confirmed');
  const receiver = Keypair.generate().publicKey;
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash();
  const transfer = new Transaction({ feePayer: new PublicKey(solanaAddress), blockhash, lastValidBlockHeight }).add(
    SystemProgram.transfer({ fromPubkey: new PublicKey(solanaAddress), toPubkey: receiver, lamports: LAMPORTS_PER_SOL / 10 }),
  );
  const unsigned = transfer.serialize({ requireAllSignatures: false, verifySignatures: false }).toString('base64');
  const sent = await request('solana_signAndSendTransaction', { transaction: unsigned, pubkey: solanaAddress, sendOptions: { preflightCommitment: 'confirmed' } });
  expect(sent.signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
  await expect(connection.getBalance(receiver, 'confirmed')).resolves.toBe(LAMPORTS_PER_SOL / 10);
  await expect(request('solana_signMessage', { message: '2', pubkey: Keypair.generate().publicKey.toBase58() })).rejects.toMatchObject({ code: 4100 });
});
