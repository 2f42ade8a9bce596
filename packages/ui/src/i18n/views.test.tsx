import { act, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { pushView } from '@latch/core';
import { manualClock, testMainnet, testNetwork } from '@latch/core/testing';
import { ADDRESS, fungible, openAccount, transaction } from '../../test/accountServices.js';
import { ETH, RECEIVER, USDC } from '../../test/blockchainApi.js';
import { swapRoutes } from '../../test/featureServices.js';

const BALANCES = { [`/v1/account/${ADDRESS}/balance`]: () => ({ body: { balances: [ETH, USDC] } }) };
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

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

  it('shows Send and its preview in French, amounts with a decimal comma, a count in its plural form', async () => {
    const { latch } = await openAccount({ config: { locale: 'fr' }, disconnectLabel: 'Se déconnecter', routes: BALANCES });
    act(() => pushView(latch, 'WalletSend'));
    const tokens = await screen.findByRole('group', { name: 'Jeton' });
    // The network's own token comes chosen, with its balance.
    expect((within(tokens).getByRole('radio', { name: /^ETH / }) as HTMLInputElement).checked).toBe(true);
    expect(await screen.findByText('Solde : 2,5 ETH')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Destinataire' }).getAttribute('placeholder')).toBe('Adresse ou nom');
    await userEvent.click(within(tokens).getByRole('radio', { name: 'USDC USD Coin (Devnet) 1000,25 USDC' }));
    expect(screen.getByText('Solde : 1000,25 USDC')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Montant' }), '0.0000001');
    expect(screen.getByRole('alert').textContent).toBe("Ce jeton n'accepte pas plus de 6 décimales.");
    await userEvent.clear(screen.getByRole('textbox', { name: 'Montant' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Montant' }), '1.5');
    await userEvent.type(screen.getByRole('textbox', { name: 'Destinataire' }), RECEIVER);
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    await screen.findByRole('dialog', { name: "Vérifier l'envoi" });
    expect([fact('Jeton'), fact('Montant'), fact('Réseau')]).toEqual(['USDC USD Coin (Devnet)', '1,5 USDC', 'Latch Devnet']);
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeTruthy();
  });

  it('shows Send in Arabic, right to left, when there is nothing to send', async () => {
    const { latch } = await openAccount({ config: { locale: 'ar' }, disconnectLabel: 'قطع الاتصال', adapter: { balance: '0' } });
    act(() => pushView(latch, 'WalletSend'));
    expect(await screen.findByText('لا توجد رموز للإرسال')).toBeTruthy();
    expect(screen.getByText('لا يملك هذا الحساب أي رموز على Latch Devnet بعد.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'إرسال' }).parentElement!.getAttribute('dir')).toBe('rtl');
  });

  it('shows Swap in Arabic: the pair, the gas price and the slippage in the locale', async () => {
    const { latch } = await openAccount({ config: { locale: 'ar', networks: [testMainnet] }, adapter: { chainId: 1 }, disconnectLabel: 'قطع الاتصال', routes: swapRoutes() });
    act(() => pushView(latch, 'Swap'));
    expect(await screen.findByRole('combobox', { name: 'من' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'إلى' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'تبديل الرمزين' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'مبادلة' })).toHaveProperty('disabled', true);
    expect(await screen.findByText(`${new Intl.NumberFormat('ar').format(1)} Gwei`, { selector: 'dd' })).toBeTruthy();
    expect(fact('نسبة الانزلاق المسموح بها')).toBe(`${new Intl.NumberFormat('ar').format(1)}٪`);
    expect(fact('تستلم')).toBe('—');
  });

  it("shows Swap's refusal on the devnet in French", async () => {
    const { latch } = await openAccount({ config: { locale: 'fr' }, disconnectLabel: 'Se déconnecter', routes: swapRoutes() });
    act(() => pushView(latch, 'Swap'));
    expect(await screen.findByText('Les échanges ne sont pas proposés sur Latch Devnet.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Échanger' })).toBeTruthy();
  });

  it("shows the Account's activity types and statuses in French", async () => {
    const history = {
      [`/v1/account/${ADDRESS}/history`]: () => ({
        body: { data: [transaction('t1', [fungible('ETH', '0.5', 'out')], { operationType: 'send', status: 'failed' }), transaction('t2', [fungible('USDC', '2')])], next: null },
      }),
    };
    await openAccount({ config: { locale: 'fr', clock: manualClock(Date.parse('2026-11-22T15:00:00Z')) }, disconnectLabel: 'Se déconnecter', routes: history });
    await screen.findByText('Aucun jeton pour le moment');
    await userEvent.click(screen.getByRole('tab', { name: 'Activité' }));
    const rows = await within(screen.getByRole('tabpanel', { name: 'Activité' })).findAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.latch-activity__title')?.textContent)).toEqual(['Envoi · Échec', 'Réception']);
    expect(rows[0]!.textContent).toContain('−0,5 ETH');
  });
});
