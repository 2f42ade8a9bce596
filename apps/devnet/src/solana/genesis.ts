import {
  createAssociatedTokenAccountIdempotentInstruction,
  createInitializeMint2Instruction,
  createMintToInstruction,
  getAssociatedTokenAddressSync,
  MINT_SIZE,
  MintLayout,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token';
import { Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction, type TransactionInstruction } from '@solana/web3.js';
import { FUNDED_TOKEN_AMOUNT } from '../deploy.js';
import type { SolanaChain } from './chain.js';
import type { SolanaDevAccount } from './keys.js';
import { SOLANA_FUNDED_SOL, type SolanaUsdc } from './network.js';
import { decodeWireTransaction } from './wireTransaction.js';

/** What the treasury holds at genesis: enough for every airdrop a dev session asks for. */
const TREASURY_SOL = 1_000_000n;

const keypairOf = (account: SolanaDevAccount) => Keypair.fromSecretKey(account.secretKey);

function land(chain: SolanaChain, payer: Keypair, instructions: TransactionInstruction[], signers: Keypair[] = []): void {
  const transaction = new Transaction({ feePayer: payer.publicKey, ...chain.latestBlockhash() }).add(...instructions);
  transaction.sign(payer, ...signers);
  chain.submit(decodeWireTransaction(transaction.serialize().toString('base64'), 'base64'), { skipPreflight: false });
}

/** Creates the mint with a transaction its keypair signs, as a mint is made on any cluster. */
function createMint(chain: SolanaChain, payer: Keypair, mint: Keypair, decimals: number): void {
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
      createInitializeMint2Instruction(mint.publicKey, decimals, payer.publicKey, null),
    ],
    [mint],
  );
}

/** Writes an initialised mint account at `mint`, for a public mint whose keypair is not here, with `authority` minting. */
function placeMint(chain: SolanaChain, mint: string, authority: PublicKey, decimals: number): void {
  const data = Buffer.alloc(MINT_SIZE);
  MintLayout.encode(
    { mintAuthorityOption: 1, mintAuthority: authority, supply: 0n, decimals, isInitialized: true, freezeAuthorityOption: 0, freezeAuthority: PublicKey.default },
    data,
  );
  chain.runtime.setAccount(mint, { lamports: chain.runtime.rentExemptMinimum(MINT_SIZE), data, owner: TOKEN_PROGRAM_ID.toBase58(), executable: false });
}

export interface GenesisOptions {
  treasury: SolanaDevAccount;
  usdc: SolanaUsdc;
  /** The USDC mint's keypair when it is here (the devnet's own mint); without it the mint is placed at `usdc.mint`. */
  usdcMintKey?: SolanaDevAccount;
  accounts: SolanaDevAccount[];
}

/**
 * The chain's first blocks, sent as ordinary transactions so they show in each account's history:
 * the USDC mint (the treasury its authority), then SOL and USDC (in its associated token account)
 * for every dev keypair.
 */
export function createGenesis(chain: SolanaChain, { treasury, usdc, usdcMintKey, accounts }: GenesisOptions): void {
  const payer = keypairOf(treasury);
  const mint = new PublicKey(usdc.mint);
  chain.runtime.setAccount(treasury.address, { lamports: TREASURY_SOL * BigInt(LAMPORTS_PER_SOL), data: new Uint8Array(), owner: SystemProgram.programId.toBase58(), executable: false });
  if (usdcMintKey) createMint(chain, payer, keypairOf(usdcMintKey), usdc.decimals);
  else placeMint(chain, usdc.mint, payer.publicKey, usdc.decimals);
  const usdcUnits = BigInt(FUNDED_TOKEN_AMOUNT) * 10n ** BigInt(usdc.decimals);
  for (const account of accounts) {
    const owner = keypairOf(account).publicKey;
    const tokenAccount = getAssociatedTokenAddressSync(mint, owner);
    land(chain, payer, [
      SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: owner, lamports: BigInt(SOLANA_FUNDED_SOL) * BigInt(LAMPORTS_PER_SOL) }),
      createAssociatedTokenAccountIdempotentInstruction(payer.publicKey, tokenAccount, owner, mint),
      createMintToInstruction(mint, tokenAccount, payer.publicKey, usdcUnits),
    ]);
  }
}
