import { expect, test } from '@playwright/test';
import { failOnForeignRequests } from '../support/browser.js';
import { accountButton, devnetInfo, devWallet, installTestWallet, TEST_WALLET } from '../support/testWallet.js';

failOnForeignRequests();

// Read only: this spec connects and sends nothing. The demo takes its locale from `?locale=`.
const ACCOUNT = 3;

test('in French, Connect, the connect button and Send speak French, and balances are written with a decimal comma', async ({ page }) => {
  const account = devnetInfo().accounts[ACCOUNT]!;
  const wallet = devWallet(account);
  await installTestWallet(page, wallet);
  await page.goto('/?locale=fr&features=legalCheckbox');
  await page.getByRole('button', { name: 'Connecter un portefeuille' }).click();
  const connect = page.getByRole('dialog', { name: 'Connecter un portefeuille' });
  await expect(connect).toBeVisible();
  await expect(page.locator('.latch-overlay')).toHaveAttribute('lang', 'fr');
  await expect(connect.getByRole('button', { name: 'Fermer' })).toBeVisible();
  await expect(connect.getByRole('button', { name: 'Tous les portefeuilles' })).toBeVisible();
  await expect(connect.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('placeholder', 'vous@exemple.com');
  await expect(connect.getByRole('link', { name: "Conditions d'utilisation" })).toHaveAttribute('href', /\/legal\.html#terms$/);
  const walletRow = connect.getByRole('button', { name: new RegExp(TEST_WALLET.name) });
  await expect(walletRow).toContainText('Installé');

  await connect.getByRole('checkbox', { name: "J'accepte les Conditions d'utilisation et la Politique de confidentialité" }).check();
  await walletRow.click();
  // Intl writes the devnet's ETH with a decimal comma and no grouping (SPEC 9 floors it to 3 decimals).
  await expect(accountButton(page, account.address)).toContainText(/^\d+(,\d{1,3})? ETH/);

  // Send, opened and left: its fields in French, the token balances with a decimal comma.
  await accountButton(page, account.address).click();
  await page.getByRole('dialog', { name: 'Compte' }).getByRole('button', { name: 'Envoyer', exact: true }).click();
  const send = page.getByRole('dialog', { name: 'Envoyer' });
  await expect(send.getByRole('group', { name: 'Jeton' }).getByRole('radio', { name: /^ETH .* \d+(,\d{1,2})? ETH$/ })).toBeVisible();
  await expect(send.getByRole('textbox', { name: 'Destinataire' })).toHaveAttribute('placeholder', /^Adresse/);
  await expect(send.getByRole('button', { name: 'Vérifier' })).toBeVisible();
  wallet.destroy();
});

test('in Arabic, the modal is right to left and speaks Arabic', async ({ page }) => {
  await page.goto('/?locale=ar');
  await page.getByRole('button', { name: 'ربط المحفظة' }).click();
  const connect = page.getByRole('dialog', { name: 'ربط المحفظة' });
  await expect(connect).toBeVisible();
  await expect(page.locator('.latch-overlay')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('.latch-overlay')).toHaveAttribute('lang', 'ar');
  expect(await connect.evaluate((dialog) => getComputedStyle(dialog).direction)).toBe('rtl');
  await expect(connect.getByRole('button', { name: 'إغلاق' })).toBeVisible();
  await expect(connect.getByRole('button', { name: 'كل المحافظ' })).toBeVisible();
  // The close button sits at the left edge in a right-to-left header, the title's start at the right.
  const close = (await connect.getByRole('button', { name: 'إغلاق' }).boundingBox())!;
  const box = (await connect.boundingBox())!;
  expect(close.x - box.x).toBeLessThan(box.width / 2);

  // All Wallets, in Arabic; its Back arrow points right, the way back in a right-to-left locale.
  await connect.getByRole('button', { name: 'كل المحافظ' }).click();
  const back = page.getByRole('dialog', { name: 'كل المحافظ' }).getByRole('button', { name: 'رجوع' });
  await expect(back).toBeVisible();
  expect(await back.evaluate((button) => getComputedStyle(button).transform)).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  await page.screenshot({ path: 'test-results/locale-ar.png' });
});
