import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { LatchConfig } from '@latch/core';
import { renderLatch } from '../../../test/renderLatch.js';

const AUTH = { id: 'auth', name: 'Email', type: 'AUTH' as const, chain: 'eip155' as const };
const WALLET = { id: 'io.test', name: 'Test Wallet', type: 'ANNOUNCED' as const, chain: 'eip155' as const };
const LEGAL: Partial<LatchConfig> = { features: { legalCheckbox: true }, termsConditionsUrl: 'https://app.example/terms', privacyPolicyUrl: 'https://app.example/privacy' };

async function openConnect(config: Partial<LatchConfig>, title: string) {
  renderLatch({ adapter: { connectors: [AUTH, WALLET] }, config: { ...LEGAL, ...config } });
  await userEvent.click(await screen.findByRole('button', { name: title }));
  return screen.findByRole('dialog', { name: title });
}

describe('Connect in French and in Arabic', () => {
  it('shows French: the wallet tag, email, passkey, and the legal sentence with its links in French order', async () => {
    await openConnect({ locale: 'fr' }, 'Connecter un portefeuille');
    expect((await screen.findByRole('button', { name: /Test Wallet/ })).textContent).toBe('TTest WalletInstallé');
    expect(screen.getByRole('textbox', { name: 'E-mail' }).getAttribute('placeholder')).toBe('vous@exemple.com');
    expect(screen.getByRole('button', { name: 'Continuer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: "Se connecter avec une clé d'accès" })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: "J'accepte les Conditions d'utilisation et la Politique de confidentialité" })).toBeTruthy();
    expect(screen.getByRole('link', { name: "Conditions d'utilisation" }).getAttribute('href')).toBe('https://app.example/terms');
  });

  it('shows Arabic right to left', async () => {
    const dialog = await openConnect({ locale: 'ar' }, 'ربط المحفظة');
    expect(dialog.parentElement!.getAttribute('dir')).toBe('rtl');
    expect((await screen.findByRole('button', { name: /Test Wallet/ })).textContent).toBe('TTest Walletمثبّتة');
    expect(screen.getByRole('button', { name: 'تسجيل الدخول بمفتاح مرور' })).toBeTruthy();
    // "و" (and) joins the next word; jsdom's accessible name puts a space at the link's edge.
    expect(screen.getByRole('checkbox', { name: /^أوافق على شروط الخدمة و ?سياسة الخصوصية$/ })).toBeTruthy();
  });

  it("takes the dApp's words for one message", async () => {
    await openConnect({ locale: 'fr', messages: { 'connect.passkey': 'Clé d’accès Acme' } }, 'Connecter un portefeuille');
    expect(await screen.findByRole('button', { name: 'Clé d’accès Acme' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continuer' })).toBeTruthy();
  });
});
