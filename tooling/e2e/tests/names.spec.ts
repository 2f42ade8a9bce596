import { expect, test, type Page } from '@playwright/test';
import { parseEther } from 'ethers';
import { failOnForeignRequests } from '../support/browser.js';
import { ethBalanceOnChain } from '../support/chain.js';
import { accountButton, devnetInfo, devWallet, installTestWallet, pickTestWallet } from '../support/testWallet.js';

failOnForeignRequests();

// Dev account 8 registers a name and dev account 0 sends it ETH by that name.
const REGISTRANT = 8;
const SENDER = 0;
const AMOUNT = '0.25';
const ZONE = 'latch.id';

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

test('a person chooses a free name, registers it with a signature, sees it as the profile name, and another account sends to it by name', async ({ page, context }) => {
  const { accounts } = devnetInfo();
  const [registrant, sender] = [accounts[REGISTRANT]!, accounts[SENDER]!];
  // Names are for keeps: each run registers its own.
  const label = `e2e-${Date.now().toString(36)}`;
  const name = `${label}.${ZONE}`;

  const registrantWallet = devWallet(registrant);
  await installTestWallet(page, registrantWallet);
  await page.goto('/');
  await pickTestWallet(page);
  await accountButton(page, registrant.address).click();
  await dialog(page, 'Account').getByRole('button', { name: 'Choose a name' }).click();
  const choose = dialog(page, 'Choose Name');
  await choose.getByRole('textbox', { name: 'Name' }).fill('ab');
  await expect(choose.getByText('A name needs at least 4 characters, and only letters, digits or hyphens.')).toBeVisible();
  await choose.getByRole('textbox', { name: 'Name' }).fill(label);
  await expect(choose.getByText(`${name} is available.`)).toBeVisible();
  await choose.getByRole('button', { name: 'Register' }).click();
  await expect(dialog(page, 'Name Registered').getByText(`${name} is yours.`)).toBeVisible();
  await dialog(page, 'Name Registered').getByRole('button', { name: 'Back to account' }).click();
  await expect(dialog(page, 'Account').getByText(name)).toBeVisible();

  // Kept by the services: after a reload the profile still shows it.
  await page.reload();
  await accountButton(page, registrant.address).click();
  await expect(dialog(page, 'Account').getByText(name)).toBeVisible();

  const senderPage = await context.newPage();
  const senderWallet = devWallet(sender);
  await installTestWallet(senderPage, senderWallet);
  await senderPage.goto('/');
  await pickTestWallet(senderPage);
  await accountButton(senderPage, sender.address).click();
  await dialog(senderPage, 'Account').getByRole('button', { name: 'Send', exact: true }).click();
  const send = dialog(senderPage, 'Send');
  await send.getByRole('radio', { name: /^ETH/ }).check();
  await send.getByRole('textbox', { name: 'Amount' }).fill(AMOUNT);
  await send.getByRole('textbox', { name: 'Receiver' }).fill(name);
  await expect(send.getByText(new RegExp(`${name.replace(/\./g, '\\.')} resolves to`))).toBeVisible();
  const before = await ethBalanceOnChain(registrant.address);
  await send.getByRole('button', { name: 'Preview' }).click();
  await dialog(senderPage, 'Review Send').getByRole('button', { name: 'Send', exact: true }).click();
  await expect(senderPage.getByRole('status').getByText(new RegExp(`^Sent ${AMOUNT.replace('.', '\\.')} ETH\\.`))).toBeVisible();
  expect(await ethBalanceOnChain(registrant.address)).toBe(before + parseEther(AMOUNT));
  registrantWallet.destroy();
  senderWallet.destroy();
});
