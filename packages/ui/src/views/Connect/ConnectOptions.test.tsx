import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { LatchConfig } from '@latch/core';
import { renderLatch } from '../../../test/renderLatch.js';

const AUTH = { id: 'auth', name: 'Email', type: 'AUTH' as const, chain: 'eip155' as const };
const WALLET = { id: 'io.test', name: 'Test Wallet', type: 'ANNOUNCED' as const, chain: 'eip155' as const };
const TERMS = 'https://app.example/terms';
const PRIVACY = 'https://app.example/privacy';

async function openConnect(config: Partial<LatchConfig>, connectors = [AUTH, WALLET]) {
  const setup = renderLatch({ adapter: { connectors }, config });
  await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));
  await screen.findByRole('dialog', { name: 'Connect Wallet' });
  return setup;
}

const walletButton = () => screen.queryByRole('button', { name: /Test Wallet/ }) as HTMLButtonElement | null;
const emailField = () => screen.getByRole('textbox', { name: /email/i }) as HTMLInputElement;

describe('Connect with the legal checkbox (features.legalCheckbox)', () => {
  it('links the terms and the privacy policy, and nothing connects until the box is ticked', async () => {
    const { wallet } = await openConnect({ features: { legalCheckbox: true }, termsConditionsUrl: TERMS, privacyPolicyUrl: PRIVACY });
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(TERMS);
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(PRIVACY);
    expect(walletButton()!.matches(':disabled')).toBe(true);
    expect(emailField().matches(':disabled')).toBe(true);
    await userEvent.click(walletButton()!);
    expect(wallet.calls.filter((call) => call.startsWith('connect'))).toEqual([]);

    await userEvent.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service and Privacy Policy/ }));
    expect(emailField().matches(':disabled')).toBe(false);
    await userEvent.click(walletButton()!);
    await waitFor(() => expect(wallet.calls).toContain('connect:io.test'));
  });

  it('links only the page the dApp gave', async () => {
    await openConnect({ features: { legalCheckbox: true }, privacyPolicyUrl: PRIVACY });
    expect(screen.getByRole('checkbox', { name: 'I agree to the Privacy Policy' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Terms of Service' })).toBeNull();
  });

  it('shows no checkbox without a page to agree to, or with the feature off (its default)', async () => {
    await openConnect({ features: { legalCheckbox: true } });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(walletButton()!.matches(':disabled')).toBe(false);
  });

  it('refuses a legal URL that is not http or https, naming the option', () => {
    expect(() => renderLatch({ config: { termsConditionsUrl: 'javascript:alert(1)' } })).toThrow('termsConditionsUrl must be an http or https URL.');
  });
});

describe('Connect with the wallets collapsed', () => {
  it.each<[string, Partial<LatchConfig>]>([
    ['collapseWallets on', { features: { collapseWallets: true } }],
    ['emailShowWallets off', { features: { emailShowWallets: false } }],
  ])('with %s, shows email first and the wallets behind "Continue with a wallet"', async (_, config) => {
    await openConnect(config);
    expect(walletButton()).toBeNull();
    // After email, though an installed wallet would otherwise put the wallets first (SPEC 2).
    const continueRow = screen.getByRole('button', { name: /Continue with a wallet/ });
    expect(emailField().compareDocumentPosition(continueRow) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(continueRow);
    expect(walletButton()).toBeTruthy();
  });

  it('shows the wallets as they are when there is nothing else to pick', async () => {
    await openConnect({ features: { collapseWallets: true } }, [WALLET]);
    expect(walletButton()).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Continue with a wallet/ })).toBeNull();
  });

  it('keeps the wallet list beside email by default', async () => {
    await openConnect({});
    expect(walletButton()).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Continue with a wallet/ })).toBeNull();
  });
});
