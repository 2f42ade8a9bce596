import { ACCOUNT_SIZE, createTransferCheckedInstruction, getAssociatedTokenAddressSync, getMint, NATIVE_MINT } from '@solana/spl-token';
import { Connection, LAMPORTS_PER_SOL, PublicKey, Transaction, type ParsedAccountData } from '@solana/web3.js';
import {
  SOLANA_DEV_USDC,
  SOLANA_DEVNET_GENESIS_HASH,
  SOLANA_MAINNET_SOL_USDC_POOL,
  SOLANA_MAINNET_USDC,
  SOLANA_POOL_SOL_USD_PRICE,
  solanaUsdcMintAccount,
  startSolanaDevnet,
  startSolanaRehearsal,
  type SolanaDevnet,
} from '../../src/index.js';
import { devKeypair, stopAfterIdleSockets } from './solanaTestClient.js';

let rehearsal: SolanaDevnet;
let connection: Connection;
beforeAll(async () => {
  rehearsal = await startSolanaRehearsal({ port: 0 });
  connection = new Connection(rehearsal.rpcUrl, 'confirmed');
});
afterAll(() => stopAfterIdleSockets(rehearsal));

const usdcOf = async (owner: PublicKey) => (await connection.getTokenAccountBalance(getAssociatedTokenAddressSync(new PublicKey(SOLANA_MAINNET_USDC.mint), owner))).value.amount;

describe('the Solana mainnet rehearsal chain', () => {
  it("answers mainnet-beta's genesis hash, so its CAIP-2 id is mainnet's", async () => {
    expect(await connection.getGenesisHash()).toBe('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d');
    expect(rehearsal.genesisHash).toBe('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d');
    expect(rehearsal.caipNetworkId).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp');
  });

  it("holds an SPL mint at USDC's mainnet address, the treasury its authority", async () => {
    expect(rehearsal.usdc).toEqual({ mint: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', name: 'USD Coin', symbol: 'USDC', decimals: 6 });
    const mint = await getMint(connection, new PublicKey(SOLANA_MAINNET_USDC.mint));
    expect(mint.decimals).toBe(6);
    expect(mint.isInitialized).toBe(true);
    expect(mint.mintAuthority?.toBase58()).toBe(rehearsal.treasury.address);
    // Every dev keypair's 1 000 000 USDC, and the SOL/USDC pool's reserve.
    const poolUsdc = BigInt((await connection.getTokenAccountBalance(new PublicKey(SOLANA_MAINNET_SOL_USDC_POOL.quoteVault))).value.amount);
    expect(mint.supply).toBe(BigInt(rehearsal.accounts.length) * 1_000_000_000_000n + poolUsdc);
  });

  it("holds Raydium's SOL/USDC vaults at their mainnet addresses, their reserves at SOLANA_POOL_SOL_USD_PRICE", async () => {
    expect(rehearsal.solUsdcPool).toEqual({ ...SOLANA_MAINNET_SOL_USDC_POOL, solUsdPrice: SOLANA_POOL_SOL_USD_PRICE });
    const { value: [base, quote] } = await connection.getMultipleParsedAccounts([SOLANA_MAINNET_SOL_USDC_POOL.baseVault, SOLANA_MAINNET_SOL_USDC_POOL.quoteVault].map((key) => new PublicKey(key)));
    const info = (account: typeof base) => (account!.data as ParsedAccountData).parsed.info as { mint: string; owner: string; isNative: boolean; tokenAmount: { uiAmount: number; decimals: number } };
    expect(info(base)).toMatchObject({ mint: NATIVE_MINT.toBase58(), owner: SOLANA_MAINNET_SOL_USDC_POOL.authority, isNative: true, tokenAmount: { decimals: 9 } });
    expect(info(quote)).toMatchObject({ mint: SOLANA_MAINNET_USDC.mint, owner: SOLANA_MAINNET_SOL_USDC_POOL.authority, tokenAmount: { decimals: 6 } });
    expect(info(quote).tokenAmount.uiAmount / info(base).tokenAmount.uiAmount).toBe(SOLANA_POOL_SOL_USD_PRICE);
    // Wrapped SOL's amount is the vault's lamports above its rent-exempt reserve, as SyncNative counts them.
    expect(base!.lamports).toBe(info(base).tokenAmount.uiAmount * LAMPORTS_PER_SOL + (await connection.getMinimumBalanceForRentExemption(ACCOUNT_SIZE)));
  });

  it('funds every dev keypair with 1 000 000 USDC of the mainnet mint (getTokenAccountsByOwner)', async () => {
    const mint = new PublicKey(SOLANA_MAINNET_USDC.mint);
    for (const account of rehearsal.accounts) {
      const owner = new PublicKey(account.address);
      const { value } = await connection.getParsedTokenAccountsByOwner(owner, { mint });
      expect(value).toHaveLength(1);
      expect(value[0]!.pubkey.equals(getAssociatedTokenAddressSync(mint, owner))).toBe(true);
      expect(value[0]!.account.data.parsed.info).toMatchObject({ mint: SOLANA_MAINNET_USDC.mint, owner: account.address, tokenAmount: { uiAmountString: '1000000' } });
    }
  });

  it('moves USDC of the mainnet mint between dev keypairs through the token program', async () => {
    const [from, to] = [devKeypair(rehearsal, 1), devKeypair(rehearsal, 2)];
    const mint = new PublicKey(SOLANA_MAINNET_USDC.mint);
    const [fromBefore, toBefore] = [await usdcOf(from.publicKey), await usdcOf(to.publicKey)];
    const latest = await connection.getLatestBlockhash();
    const transaction = new Transaction({ feePayer: from.publicKey, ...latest }).add(
      createTransferCheckedInstruction(getAssociatedTokenAddressSync(mint, from.publicKey), mint, getAssociatedTokenAddressSync(mint, to.publicKey), from.publicKey, 5_000_000n, 6),
    );
    transaction.sign(from);
    const signature = await connection.sendRawTransaction(transaction.serialize());
    expect((await connection.confirmTransaction({ signature, ...latest })).value.err).toBeNull();
    expect(BigInt(fromBefore) - BigInt(await usdcOf(from.publicKey))).toBe(5_000_000n);
    expect(BigInt(await usdcOf(to.publicKey)) - BigInt(toBefore)).toBe(5_000_000n);
  });

  it('refuses a taken port naming LATCH_SOLANA_REHEARSAL_PORT', async () => {
    await expect(startSolanaRehearsal({ port: rehearsal.port })).rejects.toThrow(/already in use.*LATCH_SOLANA_REHEARSAL_PORT/);
  });
});

describe("the devnet's own Solana chain", () => {
  it('keeps its genesis hash and its USDC mint, created by a transaction its keypair signed', async () => {
    const devnet = await startSolanaDevnet({ port: 0 });
    try {
      const devnetConnection = new Connection(devnet.rpcUrl, 'confirmed');
      expect(await devnetConnection.getGenesisHash()).toBe(SOLANA_DEVNET_GENESIS_HASH);
      expect(devnet.usdc).toEqual({ mint: solanaUsdcMintAccount().address, ...SOLANA_DEV_USDC });
      const history = await devnetConnection.getSignaturesForAddress(new PublicKey(devnet.usdc.mint));
      expect(history.length).toBeGreaterThan(0);
    } finally {
      await devnet.stop();
    }
  });
});
