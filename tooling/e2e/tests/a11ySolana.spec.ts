import { expect, test, type Page } from '@playwright/test';
import { AXE_WALK_TIMEOUT_MS, expectDialogAccessible, expectSnackbarAccessible, THEMES, useTheme } from '../support/axe.js';
import { failOnForeignRequests } from '../support/browser.js';
import { installSolanaTestWallet, SOLANA_TEST_WALLET, solanaDevWallet, solanaInfo } from '../support/solanaTestWallet.js';
import { accountButton } from '../support/testWallet.js';

failOnForeignRequests();

// The views of a Solana account, checked by axe in both themes. Read only: this keypair sends nothing.
const KEYPAIR = 3;

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

test.describe.configure({ timeout: AXE_WALK_TIMEOUT_MS });

for (const theme of THEMES) {
  test(`${theme} theme: a Solana account's Account with its tokens, WalletReceive and the notices of its copy button, WalletSend with its messages`, async ({ page }, testInfo) => {
    const { address } = solanaInfo().accounts[KEYPAIR]!;
    await installSolanaTestWallet(page, await solanaDevWallet(KEYPAIR));
    await page.goto('/');
    await useTheme(page, theme);
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await page.waitForLoadState('networkidle');
    await dialog(page, 'Connect Wallet').getByRole('button', { name: new RegExp(SOLANA_TEST_WALLET) }).click();
    await accountButton(page, address).click();

    const view = dialog(page, 'Account');
    await expect(view.getByRole('button', { name: 'Solana Local, switch network' })).toBeVisible();
    await view.getByRole('tab', { name: 'Tokens' }).click();
    await expect(view.getByRole('tabpanel').getByRole('listitem').filter({ hasText: 'SOL' }).first()).toBeVisible();
    await expect(view.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectDialogAccessible(page, `Account on Solana, Tokens (${theme})`, testInfo);

    await view.getByRole('button', { name: 'Receive', exact: true }).click();
    await expect(dialog(page, 'Receive').getByText(address)).toBeVisible();
    await expectDialogAccessible(page, `WalletReceive on Solana (${theme})`, testInfo);
    // The page's notices, outside the modal: a copy said done, then one the page may not make (its error variant).
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const copy = dialog(page, 'Receive').getByRole('button', { name: 'Copy address' });
    await copy.click();
    await expect(page.getByRole('status').filter({ hasText: 'Address copied' })).toBeVisible();
    await expectSnackbarAccessible(page, `the notice of a copy (${theme})`, testInfo);
    await page.evaluate(() => Object.defineProperty(navigator.clipboard, 'writeText', { value: () => Promise.reject(new Error('refused')) }));
    await copy.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Could not copy to the clipboard' })).toBeVisible();
    await expectSnackbarAccessible(page, `the notice of a failed copy (${theme})`, testInfo);
    await dialog(page, 'Receive').getByRole('button', { name: 'Back' }).click();

    await view.getByRole('button', { name: 'Send', exact: true }).click();
    const send = dialog(page, 'Send');
    // The native currency is picked as the form opens: Preview never answers "A token is required" with SOL on screen.
    await expect(send.getByRole('radio', { name: /^SOL/ })).toBeChecked();
    await send.getByRole('textbox', { name: 'Amount' }).fill('99999999');
    await send.getByRole('textbox', { name: 'Receiver' }).fill('not-a-solana-address');
    await expect(send.getByRole('alert')).toHaveCount(2);
    await expectDialogAccessible(page, `WalletSend on Solana with messages (${theme})`, testInfo);
  });
}
