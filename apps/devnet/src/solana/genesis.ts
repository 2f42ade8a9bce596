import {
  createAssociatedTokenAccountIdempotentInstruction,
  createInitializeMint2Instruction,
  createMintToInstruction,
  getAssociatedTokenAddressSync,
  MINT_SIZE,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token';
import { Keypair, LAMPORTS_PER_SOL, SystemProgram, Transaction, type TransactionInstruction } from '@solana/web3.js';
import { FUNDED_TOKEN_AMOUNT } from '../deploy.js';
import type { SolanaChain } from './chain.js';
import type { SolanaDevAccount } from './keys.js';
import { SOLANA_DEV_USDC, SOLANA_FUNDED_SOL } from './network.js';
import { decodeWireTransaction } from './wireTransaction.js';

/** What the treasury holds at genesis: enough for every airdrop a dev session asks for. */
const TREASURY_SOL = 1_000_000n;

const keypairOf = (account: SolanaDevAccount) => Keypair.fromSecretKey(account.secretKey);

function land(chain: SolanaChain, payer: Keypair, instructions: TransactionInstruction[], signers: Keypair[] = []): void {
  const transaction = new Transaction({ feePayer: payer.publicKey, ...chain.latestBlockhash() }).add(...instructions);
  transaction.sign(payer, ...signers);
  chain.submit(decodeWireTransaction(transaction.serialize().toString('base64'), 'base64'), { skipPreflight: false });
}

/**
 * The chain's first blocks, sent as ordinary transactions so they show in each account's history:
 * the devnet USDC mint, then SOL and USDC (in its associated token account) for every dev keypair.
 */
export function createGenesis(chain: SolanaChain, { treasury, usdcMint, accounts }: { treasury: SolanaDevAccount; usdcMint: SolanaDevAccount; accounts: SolanaDevAccount[] }): void {
  const payer = keypairOf(treasury);
  const mint = keypairOf(usdcMint);
  chain.runtime.setAccount(treasury.address, { lamports: TREASURY_SOL * BigInt(LAMPORTS_PER_SOL), data: new Uint8Array(), owner: SystemProgram.programId.toBase58(), executable: false });
  land(
    chain,
    payer,
    [
      SystemProgram.createAccount({
        fromPubkey: payer.publicKey,
        newAccountPubkey: mint.publicKey,
        lamports: Number(chain.runtime.rentExemptMinimum(MINT_SIZE)),
        space: MINT_SIZE,
        programId: TOKEN_PROGRAM_ID,
      }),
      createInitializeMint2Instruction(mint.publicKey, SOLANA_DEV_USDC.decimals, payer.publicKey, null),
    ],
    [mint],
  );
  const usdcUnits = BigInt(FUNDED_TOKEN_AMOUNT) * 10n ** BigInt(SOLANA_DEV_USDC.decimals);
  for (const account of accounts) {
    const owner = keypairOf(account).publicKey;
    const tokenAccount = getAssociatedTokenAddressSync(mint.publicKey, owner);
    land(chain, payer, [
      SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: owner, lamports: BigInt(SOLANA_FUNDED_SOL) * BigInt(LAMPORTS_PER_SOL) }),
      createAssociatedTokenAccountIdempotentInstruction(payer.publicKey, tokenAccount, owner, mint.publicKey),
      createMintToInstruction(mint.publicKey, tokenAccount, payer.publicKey, usdcUnits),
    ]);
  }
}
