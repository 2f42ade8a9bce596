import { expect, test } from '@playwright/test';
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, TransactionMessage } from '@solana/web3.js';
import bs58 from 'bs58';
import { failOnForeignRequests } from '../support/browser.js';
import { emailLogin, walletFrame } from '../support/embedded.js';
import { askFrameFromPage } from '../support/frameFromPage.js';
import { lamportsOnChain, solanaInfo } from '../support/solanaTestWallet.js';

failOnForeignRequests();

// Issue 30's exploit: an Ed25519 signature over a transaction message's bytes is that
// transaction's signature, so a dApp that got such bytes signed through solana_signMessage ("Sign a
// message") could send the transfer itself. The embedded wallet refuses them before it shows anything.

/** What the dev faucet gives a new embedded wallet's Solana address. */
const FUNDED = 10n * BigInt(LAMPORTS_PER_SOL);

test.beforeEach(() => {
  test.setTimeout(120_000);
});

test("a dApp asking the embedded wallet to sign a SOL transfer's message as a message is refused, with no approval screen, and no SOL moves", async ({ page }) => {
  const { caipNetworkId, rpcUrl } = solanaInfo();
  await page.goto('/');
  await emailLogin(page, `sol-message-${Date.now()}@example.com`, 0, true);
  await expect(page.getByTestId('demo-status')).toHaveText('connected');

  // The wallet's Solana account, as the dApp's own script asks the frame for it.
  const user = await askFrameFromPage(page, 'GET_USER', { chainId: caipNetworkId });
  if (!user.ok) throw new Error(`GET_USER failed: ${user.message}`);
  const address = (user.payload as { address: string }).address;
  await expect.poll(() => lamportsOnChain(address)).toBe(FUNDED);

  // The dApp builds a transfer of 5 SOL from that account to an address of its own, on the chain's latest blockhash.
  const thief = Keypair.generate().publicKey;
  const { blockhash } = await new Connection(rpcUrl, 'confirmed').getLatestBlockhash();
  const transfer = new TransactionMessage({
    payerKey: new PublicKey(address),
    recentBlockhash: blockhash,
    instructions: [SystemProgram.transfer({ fromPubkey: new PublicKey(address), toPubkey: thief, lamports: 5 * LAMPORTS_PER_SOL })],
  });

  for (const message of [transfer.compileToLegacyMessage(), transfer.compileToV0Message()]) {
    const answer = await askFrameFromPage(page, 'RPC_REQUEST', { method: 'solana_signMessage', params: { message: bs58.encode(message.serialize()), pubkey: address }, chainId: caipNetworkId });
    expect(answer).toEqual({ ok: false, message: expect.stringMatching(/^This message is a Solana transaction: signing it would approve the transaction/) });
  }

  // Refused before it was shown: the frame drew no approval screen, and the app was never told to show one.
  await expect(walletFrame(page).getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Approve Transaction' })).toHaveCount(0);
  expect(await lamportsOnChain(thief.toBase58())).toBe(0n);
  expect(await lamportsOnChain(address)).toBe(FUNDED);
});
