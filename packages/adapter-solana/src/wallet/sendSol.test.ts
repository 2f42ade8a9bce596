import { ErrorMessages, LatchMessages } from '@latch/core';
import { Keypair, SystemInstruction, SystemProgram, Transaction } from '@solana/web3.js';
import bs58 from 'bs58';
import { createTestWallet } from '../../test/testWallet.js';
import { localNetwork } from '../../test/networks.js';
import type { SolanaWallet } from '../connectors/types.js';
import type { ChainReads } from '../rpc/chainReads.js';
import { connectStandardWallet } from '../standard/standardWallet.js';
import { sendSol } from './sendSol.js';

const BLOCKHASH = { blockhash: Keypair.generate().publicKey.toBase58(), lastValidBlockHeight: 150 };

/** The adapter's RPC reads, faked: a fixed blockhash, and what is sent and confirmed kept for the test. */
function fakeReads() {
  const sent: Uint8Array[] = [];
  const confirmed: string[] = [];
  const reads = {
    recentBlockhash: async () => BLOCKHASH,
    sendRaw: async (_network: unknown, signed: Uint8Array) => {
      sent.push(signed);
      return bs58.encode(Transaction.from(signed).signature!);
    },
    confirm: async (_network: unknown, signature: string) => void confirmed.push(signature),
  } as unknown as ChainReads;
  return { reads, sent, confirmed };
}

async function setup(options: { chains?: string[]; without?: string[] } = {}) {
  const keypair = Keypair.generate();
  const testWallet = createTestWallet({ keypair, ...options });
  const wallet = (await connectStandardWallet(testWallet, false))!;
  return { keypair, testWallet, wallet, from: keypair.publicKey.toBase58(), ...fakeReads() };
}

const transferOf = (bytes: Uint8Array) => {
  const transaction = Transaction.from(bytes);
  const instruction = transaction.instructions[0]!;
  return { transaction, decoded: SystemInstruction.decodeTransfer(instruction) };
};

it('signs a SystemProgram transfer on a recent blockhash and sends it, then waits for its confirmation', async () => {
  const { wallet, reads, sent, confirmed, from, testWallet } = await setup({ without: ['solana:signAndSendTransaction'] });
  const to = Keypair.generate().publicKey;
  const signature = await sendSol(wallet, reads, { from, to: to.toBase58(), value: 1_500_000_000n, network: localNetwork() });
  const { transaction, decoded } = transferOf(sent[0]!);
  expect(decoded).toEqual({ fromPubkey: transaction.feePayer, toPubkey: to, lamports: 1_500_000_000n });
  expect(transaction.feePayer?.toBase58()).toBe(from);
  expect(transaction.recentBlockhash).toBe(BLOCKHASH.blockhash);
  expect(transaction.verifySignatures()).toBe(true);
  expect(confirmed).toEqual([signature]);
  expect(testWallet.requests[0]).toMatchObject({ feature: 'solana:signTransaction', input: { chain: 'solana:localnet' } });
});

it('lets a wallet that serves the network sign and send, with the SPEC 5 options', async () => {
  const { wallet, reads, sent, from, testWallet } = await setup();
  const signAndSend = jest.fn(async () => new Uint8Array(64).fill(7));
  const sending: SolanaWallet = { ...wallet, signAndSendTransaction: signAndSend };
  const signature = await sendSol(sending, reads, { from, to: Keypair.generate().publicKey.toBase58(), value: 1n, network: localNetwork() }, { skipPreflight: true });
  expect(signature).toBe(bs58.encode(new Uint8Array(64).fill(7)));
  expect(signAndSend).toHaveBeenCalledWith(expect.objectContaining({ address: from, chain: 'solana:localnet', options: { skipPreflight: true } }));
  expect(sent).toEqual([]);
  expect(testWallet.requests).toEqual([]);
});

it('refuses send options outside SPEC 5 before the wallet is asked', async () => {
  const { wallet, reads, from, testWallet } = await setup();
  const options = { preflightCommitment: 'eventually' } as never;
  await expect(sendSol(wallet, reads, { from, to: Keypair.generate().publicKey.toBase58(), value: 1n, network: localNetwork() }, options)).rejects.toThrow();
  expect(testWallet.requests).toEqual([]);
});

it('refuses a misspelt send option rather than ignoring it, as the frame does', async () => {
  const { wallet, reads, from, testWallet } = await setup();
  const options = { skipPreflght: true } as never;
  await expect(sendSol(wallet, reads, { from, to: Keypair.generate().publicKey.toBase58(), value: 1n, network: localNetwork() }, options)).rejects.toThrow('not a sign-and-send option: skipPreflght');
  expect(testWallet.requests).toEqual([]);
});

it.each([
  ['too short', '1111111111111111111111111111111'],
  ['not base58', '0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl'],
  ['an EVM address', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
  ['44 characters that are no 32-byte key', 'zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz'],
])('refuses a receiver that is %s, before the wallet is asked', async (_, to) => {
  const { wallet, reads, from, testWallet } = await setup();
  await expect(sendSol(wallet, reads, { from, to, value: 1n, network: localNetwork() })).rejects.toThrow(expect.objectContaining({ message: LatchMessages.invalidReceiver.text, details: to }));
  expect(testWallet.requests).toEqual([]);
});

it('sends SOL only', async () => {
  const { wallet, reads, from } = await setup();
  await expect(sendSol(wallet, reads, { from, to: from, value: 1n, token: from, network: localNetwork() })).rejects.toThrow(LatchMessages.onlyNative('SOL', 'Solana').text);
});

it('says "Signature declined" when the person refuses, and sends nothing', async () => {
  const { wallet, reads, sent, from, testWallet } = await setup({ without: ['solana:signAndSendTransaction'] });
  testWallet.rejectNextRequest();
  await expect(sendSol(wallet, reads, { from, to: Keypair.generate().publicKey.toBase58(), value: 1n, network: localNetwork() })).rejects.toThrow(ErrorMessages.signatureDeclined.text);
  expect(sent).toEqual([]);
});

it('sends nothing when the wallet signed another transaction than the transfer', async () => {
  const { wallet, reads, sent, from, keypair } = await setup({ without: ['solana:signAndSendTransaction'] });
  const other = new Transaction({ feePayer: keypair.publicKey, ...BLOCKHASH }).add(SystemProgram.transfer({ fromPubkey: keypair.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 999 }));
  other.sign(keypair);
  const swapping: SolanaWallet = { ...wallet, signTransaction: async () => new Uint8Array(other.serialize()) };
  await expect(sendSol(swapping, reads, { from, to: Keypair.generate().publicKey.toBase58(), value: 1n, network: localNetwork() })).rejects.toThrow(LatchMessages.walletInvalidSignature.text);
  expect(sent).toEqual([]);
});
