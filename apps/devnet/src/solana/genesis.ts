import {
  ACCOUNT_SIZE,
  AccountLayout,
  AccountState,
  createAssociatedTokenAccountIdempotentInstruction,
  createInitializeMint2Instruction,
  createMintToInstruction,
  createSyncNativeInstruction,
  getAssociatedTokenAddressSync,
  MINT_SIZE,
  MintLayout,
  NATIVE_MINT,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token';
import { Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction, type TransactionInstruction } from '@solana/web3.js';
import { FUNDED_TOKEN_AMOUNT } from '../deploy.js';
import type { SolanaChain } from './chain.js';
import type { SolanaDevAccount } from './keys.js';
import { SOLANA_FUNDED_SOL, SOLANA_POOL_SOL_USD_PRICE, type SolanaSolUsdcPool, type SolanaUsdc } from './network.js';
import { decodeWireTransaction } from './wireTransaction.js';

/** What the treasury holds at genesis: enough for every airdrop a dev session asks for. */
const TREASURY_SOL = 1_000_000n;
/** SOL in the SOL/USDC pool at genesis; its USDC is this at SOLANA_POOL_SOL_USD_PRICE. */
const POOL_SOL = 10_000n;
/** Wrapped SOL's decimals, as on every cluster. */
const SOL_DECIMALS = 9;

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

/** Writes an initialised mint account at `mint`, for a public mint whose keypair is not here, with `authority` minting (none for wrapped SOL). */
function placeMint(chain: SolanaChain, mint: string, authority: PublicKey | null, decimals: number): void {
  const data = Buffer.alloc(MINT_SIZE);
  MintLayout.encode(
    { mintAuthorityOption: authority ? 1 : 0, mintAuthority: authority ?? PublicKey.default, supply: 0n, decimals, isInitialized: true, freezeAuthorityOption: 0, freezeAuthority: PublicKey.default },
    data,
  );
  chain.runtime.setAccount(mint, { lamports: chain.runtime.rentExemptMinimum(MINT_SIZE), data, owner: TOKEN_PROGRAM_ID.toBase58(), executable: false });
}

/** Writes an empty, initialised token account of `mint` at `address`, owned by `authority`: a pool's vault, whose key is the pool program's, not here. */
function placeTokenAccount(chain: SolanaChain, address: string, mint: PublicKey, authority: string): void {
  const rent = chain.runtime.rentExemptMinimum(ACCOUNT_SIZE);
  const wrapsSol = mint.equals(NATIVE_MINT);
  const data = Buffer.alloc(ACCOUNT_SIZE);
  AccountLayout.encode(
    {
      mint,
      owner: new PublicKey(authority),
      amount: 0n,
      delegateOption: 0,
      delegate: PublicKey.default,
      state: AccountState.Initialized,
      // A wrapped-SOL account's amount is its lamports above this reserve (SyncNative counts them).
      isNativeOption: wrapsSol ? 1 : 0,
      isNative: wrapsSol ? rent : 0n,
      delegatedAmount: 0n,
      closeAuthorityOption: 0,
      closeAuthority: PublicKey.default,
    },
    data,
  );
  chain.runtime.setAccount(address, { lamports: rent, data, owner: TOKEN_PROGRAM_ID.toBase58(), executable: false });
}

/**
 * The SOL/USDC pool's vaults at their addresses, then its reserves paid in by ordinary
 * transactions (SOL wrapped by SyncNative, USDC minted), so the mint's supply counts them:
 * POOL_SOL against POOL_SOL × SOLANA_POOL_SOL_USD_PRICE USDC.
 */
function placeSolUsdcPool(chain: SolanaChain, payer: Keypair, pool: SolanaSolUsdcPool, usdc: SolanaUsdc): void {
  const mint = new PublicKey(usdc.mint);
  placeTokenAccount(chain, pool.baseVault, NATIVE_MINT, pool.authority);
  placeTokenAccount(chain, pool.quoteVault, mint, pool.authority);
  const [baseVault, quoteVault] = [new PublicKey(pool.baseVault), new PublicKey(pool.quoteVault)];
  land(chain, payer, [
    SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: baseVault, lamports: POOL_SOL * BigInt(LAMPORTS_PER_SOL) }),
    createSyncNativeInstruction(baseVault),
    createMintToInstruction(mint, quoteVault, payer.publicKey, POOL_SOL * BigInt(SOLANA_POOL_SOL_USD_PRICE) * 10n ** BigInt(usdc.decimals)),
  ]);
}

export interface GenesisOptions {
  treasury: SolanaDevAccount;
  usdc: SolanaUsdc;
  /** The USDC mint's keypair when it is here (the devnet's own mint); without it the mint is placed at `usdc.mint`. */
  usdcMintKey?: SolanaDevAccount;
  accounts: SolanaDevAccount[];
  /** Where the SOL/USDC pool's vaults sit. */
  pool: SolanaSolUsdcPool;
}

/**
 * The chain's first blocks, sent as ordinary transactions so they show in each account's history:
 * the USDC mint (the treasury its authority), then SOL and USDC (in its associated token account)
 * for every dev keypair, then the SOL/USDC pool's reserves. Wrapped SOL's mint is placed first, as
 * every cluster has it.
 */
export function createGenesis(chain: SolanaChain, { treasury, usdc, usdcMintKey, accounts, pool }: GenesisOptions): void {
  const payer = keypairOf(treasury);
  const mint = new PublicKey(usdc.mint);
  chain.runtime.setAccount(treasury.address, { lamports: TREASURY_SOL * BigInt(LAMPORTS_PER_SOL), data: new Uint8Array(), owner: SystemProgram.programId.toBase58(), executable: false });
  if (usdcMintKey) createMint(chain, payer, keypairOf(usdcMintKey), usdc.decimals);
  else placeMint(chain, usdc.mint, payer.publicKey, usdc.decimals);
  placeMint(chain, NATIVE_MINT.toBase58(), null, SOL_DECIMALS);
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
  placeSolUsdcPool(chain, payer, pool, usdc);
}
