import { createPublicKey, verify } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { decodeBase58, encodeBase58, getBytes, toBeHex } from 'ethers';
import { failOnForeignRequests } from '../support/browser.js';
import { installSolanaTestWallet, lamportsOnChain, SOLANA_TEST_WALLET, solanaDevWallet, solanaInfo } from '../support/solanaTestWallet.js';
import { accountButton } from '../support/testWallet.js';

failOnForeignRequests();

// Solana dev keypair 4 buys SOL and keypair 5 signs in; no other spec uses them.
const BUYER = 4;
const SIGNER = 5;
const PAY = '30';
// The services' quote: 30.00 USD less the 1% provider fee (0.30) and the network fee (0.10), SOL at 150 USD.
const RECEIVE = '0.197333';
const RECEIVE_LAMPORTS = 197_333_000n;
// The DER header of an Ed25519 public key (SPKI), before its 32 raw bytes.
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const servicesOrigin = () => new URL(process.env.LATCH_E2E_SERVICES ?? raise('globalSetup did not start the services')).origin;

function raise(message: string): never {
  throw new Error(message);
}

/** The bytes of base58 `text`, `length` of them (leading zero bytes included). */
const base58Bytes = (text: string, length: number) => getBytes(toBeHex(decodeBase58(text), length));

/** Picks the Solana test wallet in Connect, which moves the modal to the Solana network and connects it. */
async function connectSolanaWallet(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await page.waitForLoadState('networkidle');
  await dialog(page, 'Connect Wallet').getByRole('button', { name: new RegExp(SOLANA_TEST_WALLET) }).click();
}

test('on Solana, Buy sells SOL through Meld: the local checkout pays the SOL from the treasury and the balance rises', async ({ context, page }) => {
  const buyer = solanaInfo().accounts[BUYER]!;
  await installSolanaTestWallet(page, await solanaDevWallet(BUYER));
  await page.goto('/');
  await connectSolanaWallet(page);
  await accountButton(page, buyer.address).click();
  await expect(dialog(page, 'Account').getByRole('button', { name: 'Solana Local, switch network' })).toBeVisible();

  await dialog(page, 'Account').getByRole('list', { name: 'Wallet features' }).getByRole('button', { name: 'Buy', exact: true }).click();
  const buy = dialog(page, 'Buy');
  // SPEC 9: Meld is the one provider on solana, and SOL its destination currency.
  await expect(buy.getByRole('radio')).toHaveCount(1);
  await expect(buy.getByRole('radio', { name: 'Meld Fees 1-2%' })).toBeChecked();
  await expect(buy.getByRole('combobox', { name: 'You buy' })).toHaveValue('SOL');
  await buy.getByRole('textbox', { name: 'Amount' }).fill(PAY);
  await expect(buy.locator('dt', { hasText: 'You receive' }).locator('+ dd')).toHaveText(`${RECEIVE} SOL`);

  const before = await lamportsOnChain(buyer.address);
  const [checkout] = await Promise.all([context.waitForEvent('page'), buy.getByRole('button', { name: 'Continue to Meld' }).click()]);
  await checkout.waitForLoadState();
  expect(new URL(checkout.url()).origin).toBe(servicesOrigin());
  await expect(checkout.getByRole('heading', { name: 'Confirm your purchase' })).toBeVisible();
  await expect(checkout.locator('dt', { hasText: 'You buy' }).locator('+ dd')).toHaveText(`${RECEIVE} SOL`);
  await expect(checkout.locator('dt', { hasText: 'On' }).locator('+ dd')).toHaveText('solana-local');
  await expect(checkout.locator('dt', { hasText: 'For the wallet' }).locator('+ dd')).toHaveText(buyer.address);
  expect(await lamportsOnChain(buyer.address)).toBe(before);

  await checkout.getByRole('button', { name: 'Confirm purchase' }).click();
  await expect(checkout.getByRole('heading', { name: 'Purchase complete' })).toBeVisible();
  expect(await lamportsOnChain(buyer.address)).toBe(before + RECEIVE_LAMPORTS);
  await checkout.close();
});

test('sign-in with a signature on Solana: the wallet signs the CAIP-122 Solana message, its ed25519 signature verifies, a reload does not ask again, and a forged stored signature is not honoured', async ({ page }) => {
  const signer = solanaInfo().accounts[SIGNER]!;
  await installSolanaTestWallet(page, await solanaDevWallet(SIGNER));
  await page.goto('/?siwx=optional');
  await connectSolanaWallet(page);

  const signIn = dialog(page, 'Sign In');
  await expect(signIn.getByText('Latch demo needs to connect to your wallet')).toBeVisible();
  await signIn.getByRole('button', { name: 'Sign' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('demo-signed-in')).toHaveText('yes');

  const [session] = await page.evaluate(() => JSON.parse(localStorage.getItem('@latch/siwx-sessions') ?? '[]'));
  const reference = solanaInfo().caipNetworkId.slice('solana:'.length);
  expect(session.message).toContain(`wants you to sign in with your Solana account:\n${signer.address}\n`);
  expect(session.message).toContain(`\nChain ID: ${reference}\n`);
  const publicKey = createPublicKey({ key: Buffer.concat([ED25519_SPKI_PREFIX, base58Bytes(signer.address, 32)]), format: 'der', type: 'spki' });
  expect(verify(null, Buffer.from(session.message, 'utf8'), publicKey, base58Bytes(session.signature, 64))).toBe(true);

  await page.reload();
  await expect(accountButton(page, signer.address)).toBeVisible();
  await expect(page.getByTestId('demo-signed-in')).toHaveText('yes');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A stored session whose signature is not the account's is not honoured: the browser checks it (WebCrypto Ed25519) and asks again.
  const forged = encodeBase58(new Uint8Array(64).fill(7));
  await page.evaluate((signature) => {
    const sessions = JSON.parse(localStorage.getItem('@latch/siwx-sessions') ?? '[]') as { signature: string }[];
    localStorage.setItem('@latch/siwx-sessions', JSON.stringify(sessions.map((stored) => ({ ...stored, signature }))));
  }, forged);
  await page.reload();
  await expect(dialog(page, 'Sign In')).toBeVisible();
  await expect(page.getByTestId('demo-signed-in')).toHaveText('no');
});
