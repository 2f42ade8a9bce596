import { expect, test, type Page } from '@playwright/test';
import { smartAccountSignatureDeclined } from '@latch/core/internal';
import { formatEther, JsonRpcProvider, parseEther, verifyMessage } from 'ethers';
import { sendNativeFromAccount } from '../support/accountSend.js';
import { failOnForeignRequests, localContext } from '../support/browser.js';
import { tokenBalanceOnChain } from '../support/chain.js';
import { approveInFrame, dappOriginContents, demoAddress, emailLogin, expectOneBatchInFrame } from '../support/embedded.js';
import { factoryAddressOf } from '../support/smartAccount.js';
import { allCodes } from '../support/mailbox.js';
import { accountButton, devnetInfo } from '../support/testWallet.js';

failOnForeignRequests();

// One person's story across the tests below, in order: the second browser recovers the first's address.
test.describe.configure({ mode: 'serial' });

const email = `ada-${Date.now()}@example.com`;
let address = '';
let mailsSeen = 0;

const ethBalance = async (owner: string) => {
  const provider = new JsonRpcProvider(devnetInfo().rpcUrl, undefined, { cacheTimeout: -1 });
  try {
    return await provider.getBalance(owner);
  } finally {
    provider.destroy();
  }
};

/** A 64-hex-digit secret (a private key or seed) standing on its own, not inside a longer signature. */
const SECRET = /(?<![0-9a-fA-F])(0x)?[0-9a-fA-F]{64}(?![0-9a-fA-F])/;

test.beforeEach(() => {
  test.setTimeout(120_000);
});

test('email login with the mailed codes, sign-in approved in the frame, a funded account, an ETH send and a USDC swap approved in the frame, a reload, sign out', async ({ page }) => {
  // Every message the dApp's window receives, from the frame or anyone.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { received: string[] }).received = seen;
    window.addEventListener('message', (event) => seen.push(JSON.stringify(event.data)));
  });
  await page.goto('/?siwx=required');
  mailsSeen = await emailLogin(page, email, mailsSeen, true);
  // The codes were typed into the frame: none of them, nor the services' token, ever reached the dApp's window.
  const receivedSoFar = async () => (await page.evaluate(() => (window as unknown as { received: string[] }).received)).join('\n');
  await expect.poll(receivedSoFar).toContain('@latch-frame/CONNECT_OTP_SUCCESS');
  const received = await receivedSoFar();
  for (const code of await allCodes(email)) expect(received).not.toContain(code);
  expect(received).not.toMatch(/eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/);

  // Sign-in is required: the SIWX message is signed by the embedded wallet, approved on the frame's origin.
  // Leaving the approval unanswered (Back) declines it in the frame, and the next request is not stuck.
  // The account is a smart account, so the decline reads as SPEC 8 says for one.
  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  await signIn.getByRole('button', { name: 'Sign' }).click();
  await expect(page.getByRole('dialog', { name: 'Approve Transaction' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Approve Transaction' }).getByRole('button', { name: 'Back' }).click();
  await expect(signIn.getByRole('alert')).toHaveText(smartAccountSignatureDeclined.text);
  await signIn.getByRole('button', { name: 'Sign' }).click();
  await approveInFrame(page);
  await expect(page.getByTestId('demo-signed-in')).toHaveText('yes');
  address = await demoAddress(page);
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
  const [session] = await page.evaluate(() => JSON.parse(localStorage.getItem('@latch/siwx-sessions') ?? '[]'));
  // The account is a smart account (SPEC 6): its owner key signed, the key whose counterfactual account it is.
  expect(await factoryAddressOf(verifyMessage(session.message, session.signature))).toBe(address);

  // The devnet funded the new account; the Account shows its address and balance.
  const funded = await ethBalance(address);
  expect(funded).toBeGreaterThan(0n);
  await accountButton(page, address).click();
  const account = page.getByRole('dialog', { name: 'Account' });
  await expect(account.getByTestId('latch-balance')).toHaveText(`${formatEther(funded).replace(/\.0$/, '')} ETH`);

  // Nothing secret on the dApp's origin: storage, IndexedDB and the store hold no key or seed.
  // WalletConnect's own database holds the dApp's pairing keys (a pairing is made ahead while Connect
  // is open): the dApp's by design, and 64 hex digits like any key, so it is left out of this scan.
  const contents = await dappOriginContents(page, { exceptDatabases: ['WALLET_CONNECT_V2_INDEXED_DB'] });
  expect(contents).toContain(address);
  expect(contents).not.toMatch(SECRET);
  expect(contents).not.toMatch(/mnemonic|privateKey|secretKey|ciphertext/i);

  // Send 0.25 ETH to dev account 8, approved inside the frame; the chain has it.
  const receiver = devnetInfo().accounts[8]!.address;
  const before = await ethBalance(receiver);
  await sendNativeFromAccount(page, 'ETH', receiver, '0.25');
  await approveInFrame(page);
  await expect(page.getByRole('status').getByText(/^Sent 0\.25 ETH\./)).toBeVisible();
  expect(await ethBalance(receiver)).toBe(before + parseEther('0.25'));

  // Swap 5 USDC for DAI: the smart account batches atomically, so the router's allowance and the swap are
  // one wallet_sendCalls, one user operation, approved once in the frame; the chain has it.
  const { tokens, router } = devnetInfo();
  const daiBefore = await tokenBalanceOnChain(tokens.dai.address, address);
  const usdcBefore = await tokenBalanceOnChain(tokens.usdc.address, address);
  await page.getByRole('dialog', { name: 'Send' }).getByRole('button', { name: 'Back' }).click();
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Swap', exact: true }).click();
  const swap = page.getByRole('dialog', { name: 'Swap' });
  await swap.getByRole('combobox', { name: 'From' }).selectOption({ label: `USDC (${tokens.usdc.name})` });
  await swap.getByRole('combobox', { name: 'To' }).selectOption({ label: `DAI (${tokens.dai.name})` });
  await swap.getByRole('textbox', { name: 'Amount' }).fill('5');
  await expect(swap.locator('dd', { hasText: /^≈ [\d.]+ DAI$/ })).toBeVisible();
  await swap.getByRole('button', { name: 'Swap', exact: true }).click();
  await expectOneBatchInFrame(page, [tokens.usdc.address, router]);
  await approveInFrame(page);
  // No second approval: the swap is in with the one.
  await expect(page.getByRole('status').getByText(/^Swapped 5 USDC for about [\d.]+ DAI\./)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('dialog', { name: 'Approve Transaction' })).toBeHidden();
  expect(await tokenBalanceOnChain(tokens.usdc.address, address)).toBe(usdcBefore - 5_000_000n);
  expect(await tokenBalanceOnChain(tokens.dai.address, address)).toBeGreaterThan(daiBefore);

  // A reload keeps the embedded session (no new email); signing out ends it, for the next reload too.
  await page.reload();
  await expect(accountButton(page, address)).toBeVisible();
  await expect(page.getByTestId('demo-status')).toHaveText('connected');
  await accountButton(page, address).click();
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected');
});

test('a second browser logging in with the same email approves its device and recovers the same address', async ({ browser }) => {
  const context = await localContext(browser);
  const page = await context.newPage();
  await page.goto('/');
  mailsSeen = await emailLogin(page, email, mailsSeen, true);
  await expect(page.getByTestId('demo-status')).toHaveText('connected');
  expect(await demoAddress(page)).toBe(address);
  await context.close();
});

test('a page on another origin gets nothing from the frame, and its forged frame messages change nothing in the app', async ({ context, page }) => {
  const attackerOrigin = process.env.LATCH_E2E_SAMPLE_WALLET!.replace(/\/$/, '');
  const frameUrl = `${process.env.LATCH_E2E_WALLET_FRAME!.replace(/\/$/, '')}/?projectId=latch-demo&v=1`;
  await page.route(`${attackerOrigin}/forge.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>forge</title><iframe id="f" src="${frameUrl}"></iframe><script>
        window.received = [];
        addEventListener('message', (event) => window.received.push(event.data));
        document.getElementById('f').addEventListener('load', () => {
          const target = document.getElementById('f').contentWindow;
          for (const type of ['GET_USER', 'IS_CONNECTED', 'GET_SESSION_TOKEN', 'CONNECT_EMAIL'])
            target.postMessage({ type: '@latch-app/' + type, id: 'forged-' + type, payload: type === 'CONNECT_EMAIL' ? { email: 'x@example.com' } : {} }, '*');
          window.sent = true;
        });
      </script>`,
    }),
  );
  await page.goto(`${attackerOrigin}/forge.html`);
  await page.waitForFunction(() => (window as unknown as { sent?: boolean }).sent === true);
  await page.waitForTimeout(2_000);
  // No READY (the parent's origin is not on the allowlist) and no reply to any forged request.
  expect(await page.evaluate(() => (window as unknown as { received: unknown[] }).received)).toEqual([]);

  // The app, waiting on a real device code, ignores replies forged by another window.
  const app = await context.newPage();
  await app.goto('/');
  await app.getByRole('button', { name: 'Connect Wallet' }).click();
  await app.getByRole('dialog', { name: 'Connect Wallet' }).getByLabel('Email').fill(`eve-${Date.now()}@example.com`);
  await app.getByRole('button', { name: 'Continue', exact: true }).click();
  const device = app.getByRole('dialog', { name: 'Register Device' });
  await expect(device).toBeVisible();
  await forgeReplies(app);
  await app.waitForTimeout(1_000);
  await expect(device).toBeVisible();
  await expect(app.getByTestId('demo-status')).toHaveText('disconnected');
});

/** Posts frame replies from the app's own window (not the frame's), for every id the client might use. */
async function forgeReplies(app: Page) {
  await app.evaluate(() => {
    const replies = ['CONNECT_DEVICE_SUCCESS', 'CONNECT_OTP_SUCCESS'];
    for (let n = 0; n < 20; n++)
      for (const reply of replies) window.postMessage({ type: `@latch-frame/${reply}`, id: String(n), payload: { action: 'VERIFY_OTP' } }, '*');
    window.postMessage({ type: '@latch-frame/APPROVAL_REQUESTED', payload: { method: 'personal_sign' } }, '*');
  });
}
