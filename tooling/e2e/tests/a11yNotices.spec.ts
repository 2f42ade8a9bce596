import { AXE_WALK_TIMEOUT_MS, expectDialogAccessible, THEMES, useTheme } from '../support/axe.js';
import { failOnForeignRequests } from '../support/browser.js';
import { expect, test } from '../support/faults.js';
import { accountButton, devnetInfo, devWallet, installTestWallet, TEST_WALLET } from '../support/testWallet.js';

failOnForeignRequests();

// What the Connect view shows besides its wallets, checked by axe in both themes: SPEC 9's legal
// checkbox, before and after it is ticked, and SPEC 8's alert at the top of the modal (the services
// refuse the app's analytics with a 403 through the fault proxy in front of them; disconnecting is
// an event), and a wallet's refusal. Read only: the account only connects and disconnects.
const ACCOUNT = 0;

test.describe.configure({ timeout: AXE_WALK_TIMEOUT_MS });

for (const theme of THEMES) {
  test(`${theme} theme: Connect with the legal checkbox, then ticked with the alert "Invalid App Configuration", and the wallet's refusal`, async ({ page, faults }, testInfo) => {
    await faults.services.set([{ path: '/e', method: 'POST', kind: 'status', status: 403, body: JSON.stringify({ message: 'Unauthorized: origin not allowed' }) }]);
    const account = devnetInfo().accounts[ACCOUNT]!;
    const wallet = devWallet(account);
    // Once connected and disconnected, the wallet declines the next connection: Connect says so.
    let declining = false;
    const declined = Object.assign(new Error('User rejected the request.'), { code: 4001 });
    await installTestWallet(page, { request: (args) => (declining && args.method === 'eth_requestAccounts' ? Promise.reject(declined) : wallet.request(args)) });
    await page.goto('/?features=legalCheckbox');
    await useTheme(page, theme);
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await page.waitForLoadState('networkidle');
    const connect = page.getByRole('dialog', { name: 'Connect Wallet' });
    const walletRow = connect.getByRole('button', { name: new RegExp(TEST_WALLET.name) });
    await expect(walletRow).toBeDisabled();
    await expectDialogAccessible(page, `Connect with the legal checkbox (${theme})`, testInfo);

    await connect.getByRole('checkbox', { name: /I agree to the Terms of Service and Privacy Policy/ }).check();
    await walletRow.click();
    await accountButton(page, account.address).click();
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click();
    await expect(connect.getByRole('alert').filter({ hasText: 'Invalid App Configuration' })).toContainText('Origin is not on the allowlist');
    await expect(connect.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
    await expectDialogAccessible(page, `Connect with the legal checkbox ticked and an alert (${theme})`, testInfo);

    declining = true;
    await walletRow.click();
    await expect(connect.getByRole('alert').filter({ hasText: /^The wallet declined the connection request\. Pick the wallet again to retry\.$/ })).toBeVisible();
    await expectDialogAccessible(page, `Connect with the wallet's refusal (${theme})`, testInfo);
    wallet.destroy();
  });
}
