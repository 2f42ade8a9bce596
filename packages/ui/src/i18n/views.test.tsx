import { act, screen, within } from '@testing-library/react';
import { pushView } from '@latch/core';
import { testMainnet, testNetwork } from '@latch/core/testing';
import { ADDRESS, openAccount } from '../../test/accountServices.js';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('the views past Connect in a locale', () => {
  it('shows Receive in French, the network in bold inside the sentence', async () => {
    const { latch } = await openAccount({ config: { locale: 'fr' }, disconnectLabel: 'Se déconnecter' });
    act(() => pushView(latch, 'WalletReceive'));
    expect(await screen.findByRole('button', { name: "Copier l'adresse" })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Recevoir' })).toBeTruthy();
    expect(screen.getByRole('img', { name: `QR code de l'adresse ${ADDRESS}` })).toBeTruthy();
    expect(screen.getByText('Latch Devnet', { selector: 'strong' }).parentElement!.textContent).toBe('Recevoir sur Latch Devnet');
  });

  it('shows Networks in Arabic, right to left, the active one tagged', async () => {
    const { latch } = await openAccount({ config: { locale: 'ar', networks: [testNetwork, testMainnet] }, disconnectLabel: 'قطع الاتصال' });
    act(() => pushView(latch, 'Networks'));
    const list = await screen.findByRole('list', { name: 'الشبكات' });
    expect(within(list).getAllByRole('button').map((button) => button.textContent)).toEqual(['LLatch Devnetنشطة', 'EEthereum']);
    expect(screen.getByRole('dialog', { name: 'اختيار الشبكة' }).parentElement!.getAttribute('dir')).toBe('rtl');
  });

  it('shows the name registration in French', async () => {
    const { latch } = await openAccount({ config: { locale: 'fr' }, disconnectLabel: 'Se déconnecter' });
    act(() => pushView(latch, 'RegisterAccountName'));
    expect(await screen.findByRole('textbox', { name: 'Nom' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Choisir un nom' })).toBeTruthy();
  });

  it("shows the Account's token list state in Arabic", async () => {
    await openAccount({ config: { locale: 'ar' }, disconnectLabel: 'قطع الاتصال' });
    expect(await screen.findByText('لا توجد رموز بعد')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'الرموز' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'نسخ العنوان' })).toBeTruthy();
    expect(screen.getByText('تظهر هنا الرموز التي يملكها هذا الحساب على هذه الشبكة.')).toBeTruthy();
  });
});
