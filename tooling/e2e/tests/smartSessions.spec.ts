import { expect, test, type Page } from '@playwright/test';
import { Interface, MaxUint256, parseEther, parseUnits, toQuantity, Wallet } from 'ethers';
import { failOnForeignRequests } from '../support/browser.js';
import { ethBalanceOnChain, tokenBalanceOnChain } from '../support/chain.js';
import { approveInFrame, dappOriginContents, demoAddress, emailLogin, walletFrame } from '../support/embedded.js';
import { devnetInfo, devWallet } from '../support/testWallet.js';

failOnForeignRequests();

test.beforeEach(() => {
  test.setTimeout(120_000);
});

/** What the wallet frame keeps in its own origin's storage (its page, not the demo's). */
async function frameStorage(page: Page): Promise<string> {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(process.env.LATCH_E2E_WALLET_FRAME ?? 'unset'));
  if (!frame) throw new Error('The wallet frame is not in the page');
  return frame.evaluate(() => JSON.stringify({ ...localStorage }));
}

const ERC20 = new Interface(['function transfer(address to, uint256 amount) returns (bool)', 'function approve(address spender, uint256 amount) returns (bool)']);

/** Grants the demo's permission (0.01 ETH for an hour) through its panel, approved in the frame; resolves with the permission's context. */
async function grantedSession(page: Page): Promise<string> {
  await page.getByRole('region', { name: 'Smart session' }).getByRole('button', { name: 'Grant 0.01 ETH for an hour' }).click();
  await expect(walletFrame(page).getByText('Grant a permission', { exact: true })).toBeVisible();
  await approveInFrame(page);
  await expect(page.getByRole('region', { name: 'Smart session' }).getByRole('status')).toHaveText(/^Granted up to 0\.01 ETH/, { timeout: 30_000 });
  const [session] = JSON.parse(JSON.parse(await frameStorage(page))['@appkit-wallet/smartSessions'] as string) as { context: string }[];
  return session!.context;
}

/** The page's own script sends wallet_sendCalls through its EIP-1193 provider, as any dApp's code can; resolves with 'sent' or the error's message. */
async function sendCallsFromThePage(page: Page, batch: Record<string, unknown>): Promise<string> {
  return page.evaluate(async (request) => {
    type Provider = { request(args: { method: string; params: unknown[] }): Promise<unknown> };
    type Extra = { adapters: ReadonlyMap<string, { getWalletProvider(): Promise<Provider> }> };
    const { store } = (window as unknown as { latch: { store: { dispatch(thunk: (dispatch: unknown, getState: unknown, extra: Extra) => Promise<Provider>): Promise<Provider> } } }).latch;
    const provider = await store.dispatch(async (_dispatch, _getState, extra) => extra.adapters.get('eip155')!.getWalletProvider());
    try {
      await provider.request({ method: 'wallet_sendCalls', params: [request] });
      return 'sent';
    } catch (error) {
      return (error as { shortMessage?: string; message?: string }).shortMessage ?? (error as Error).message;
    }
  }, batch);
}

test('with smartSessions on, the demo gets a permission approved once in the frame, sends within it with no approval, is refused beyond it on chain, and revokes it', async ({ page }) => {
  await page.goto('/?features=smartSessions');
  await emailLogin(page, `ada-sessions-${Date.now()}@example.com`, 0, true);
  await expect(page.getByTestId('demo-status')).toHaveText('connected');
  const address = await demoAddress(page);
  const panel = page.getByRole('region', { name: 'Smart session' });
  const outcome = panel.getByRole('status');
  const approval = page.getByRole('dialog', { name: 'Approve Transaction' });

  // The grant, shown truthfully in the frame: the limit, who may spend it, and that the key stays in the wallet.
  await panel.getByRole('button', { name: 'Grant 0.01 ETH for an hour' }).click();
  await expect(approval).toBeVisible();
  const frame = walletFrame(page);
  await expect(frame.getByText('Grant a permission', { exact: true })).toBeVisible();
  await expect(frame.locator('dd', { hasText: /^0\.01 ETH$/ })).toBeVisible();
  await expect(frame.locator('dd', { hasText: /^Made and kept by this wallet: the app never gets it$/ })).toBeVisible();
  await expect(frame.getByText(/can send up to 0\.01 ETH from this account with no approval here/)).toBeVisible();
  await approveInFrame(page);
  await expect(outcome).toHaveText(/^Granted up to 0\.01 ETH until \d{4}-/, { timeout: 30_000 });
  await expect(approval).toBeHidden();

  // Two sends within the limit: no approval screen, the ETH arrives from the session account the smart account funded.
  const receiver = Wallet.createRandom().address;
  await panel.getByRole('textbox', { name: 'Session receiver' }).fill(receiver);
  for (const sent of [1n, 2n]) {
    await panel.getByRole('button', { name: 'Send 0.004 ETH in the session' }).click();
    await expect(outcome).toHaveText(/^Sent 0\.004 ETH in the session/, { timeout: 30_000 });
    await expect(approval).toBeHidden();
    expect(await ethBalanceOnChain(receiver)).toBe(parseEther('0.004') * sent);
  }

  // A third would pass 0.01 ETH: the account refuses it on chain, nothing moves.
  await panel.getByRole('button', { name: 'Send 0.004 ETH in the session' }).click();
  await expect(outcome).toHaveText("The calls and their network fee would pass the permission's spend limit: the account refused them", { timeout: 30_000 });
  expect(await ethBalanceOnChain(receiver)).toBe(parseEther('0.008'));

  // The session key lives in the frame's storage, sealed under its device key (no 32-byte key in the clear), never in the demo's origin or Latch's state.
  const stored = JSON.parse(await frameStorage(page))['@appkit-wallet/smartSessions'] as string;
  const kept = JSON.parse(stored) as { sealedKey: string; account: string }[];
  expect(kept).toHaveLength(1);
  expect(kept[0]!.account).toBe(address);
  expect(stored).not.toMatch(/[0-9a-fA-F]{64}/);
  expect(await dappOriginContents(page)).not.toContain(kept[0]!.sealedKey);

  // Revoking is approved in the frame; the session is then unknown.
  await panel.getByRole('button', { name: 'Revoke the session' }).click();
  await expect(frame.getByText('Revoke a permission', { exact: true })).toBeVisible();
  await approveInFrame(page);
  await expect(outcome).toHaveText('Revoked', { timeout: 30_000 });
  expect(await frameStorage(page)).not.toContain('@appkit-wallet/smartSessions');
  await panel.getByRole('button', { name: 'Send 0.004 ETH in the session' }).click();
  await expect(outcome).toHaveText(/^Unknown permission/);
  expect(await ethBalanceOnChain(receiver)).toBe(parseEther('0.008'));
});

test("a dApp granted 0.01 ETH cannot take the account's tokens with the permission: the frame refuses calls with data, shows nothing, and no token moves", async ({ page }) => {
  await page.goto('/?features=smartSessions');
  await emailLogin(page, `ada-sessions-tokens-${Date.now()}@example.com`, 0, true);
  await expect(page.getByTestId('demo-status')).toHaveText('connected');
  const address = await demoAddress(page);
  const { accounts, chainId, tokens } = devnetInfo();
  const held = parseUnits('25', tokens.usdc.decimals);
  const funder = devWallet(accounts[0]!);
  try {
    await funder.request({ method: 'eth_sendTransaction', params: [{ from: accounts[0]!.address, to: tokens.usdc.address, data: ERC20.encodeFunctionData('transfer', [address, held]) }] });
  } finally {
    funder.destroy();
  }
  const context = await grantedSession(page);
  // The account's USDC: the 25 sent here and what the dev faucet gave the new account.
  const before = await tokenBalanceOnChain(tokens.usdc.address, address);
  expect(before).toBeGreaterThanOrEqual(held);

  // The page's own script, not the demo's panel: a transfer of the tokens and an unlimited approval, within the permission.
  const thief = Wallet.createRandom().address;
  const calls = [
    { to: tokens.usdc.address, value: '0x0', data: ERC20.encodeFunctionData('transfer', [thief, held]) },
    { to: tokens.usdc.address, value: '0x0', data: ERC20.encodeFunctionData('approve', [thief, MaxUint256]) },
  ];
  const batch = { version: '2.0.0', from: address, chainId: toQuantity(chainId), atomicRequired: true, calls, capabilities: { permissions: { context } } };
  expect(await sendCallsFromThePage(page, batch)).toBe(
    'A permission only sends the native currency: calls with data (token and NFT transfers, approvals, any contract call) need an approval, so send them without it',
  );
  await expect(page.getByRole('dialog', { name: 'Approve Transaction' })).toBeHidden();
  expect(await tokenBalanceOnChain(tokens.usdc.address, address)).toBe(before);
  expect(await tokenBalanceOnChain(tokens.usdc.address, thief)).toBe(0n);
});

test('without the feature the demo offers no smart session', async ({ page }) => {
  await page.goto('/');
  await emailLogin(page, `ada-nosessions-${Date.now()}@example.com`, 0, true);
  await expect(page.getByTestId('demo-status')).toHaveText('connected');
  await expect(page.getByRole('region', { name: 'Your own transaction' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Smart session' })).toHaveCount(0);
});
