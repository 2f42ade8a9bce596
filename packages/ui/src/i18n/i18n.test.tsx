import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { LatchMessages, setLocale, setMessages } from '@latch/core';
import { showSnack, SNACK_SWAP_DELAY_MS } from '@latch/core/internal';
import { renderLatch } from '../../test/renderLatch.js';

const overlay = () => screen.getByRole('dialog').parentElement!;

describe('the modal in a locale', () => {
  it('is English, left to right, when no locale is set', async () => {
    renderLatch();
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy();
    expect(overlay().getAttribute('lang')).toBe('en');
    expect(overlay().getAttribute('dir')).toBe('ltr');
  });

  it('shows French once its catalogue has loaded', async () => {
    renderLatch({ config: { locale: 'fr' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Connecter un portefeuille' }));
    expect(screen.getByRole('dialog', { name: 'Connecter un portefeuille' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeTruthy();
    expect(overlay().getAttribute('lang')).toBe('fr');
    expect(overlay().getAttribute('dir')).toBe('ltr');
  });

  it('shows Arabic right to left', async () => {
    renderLatch({ config: { locale: 'ar' } });
    await userEvent.click(await screen.findByRole('button', { name: 'ربط المحفظة' }));
    expect(screen.getByRole('dialog', { name: 'ربط المحفظة' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إغلاق' })).toBeTruthy();
    expect(overlay().getAttribute('dir')).toBe('rtl');
  });

  it("lets the dApp's overrides win over English and over the locale", async () => {
    const { latch } = renderLatch({ config: { messages: { 'title.Connect': 'Sign in to Acme', 'modal.close': 'Dismiss' } } });
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    expect(screen.getByRole('dialog', { name: 'Sign in to Acme' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeTruthy();
    act(() => setLocale(latch, 'fr'));
    // The connect button, not overridden, shows the French catalogue has loaded.
    expect(await screen.findByText('Connecter un portefeuille', { selector: '.latch-connect-button' })).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Sign in to Acme' })).toBeTruthy();
    act(() => setMessages(latch, {}));
    expect(screen.getByRole('dialog', { name: 'Connecter un portefeuille' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeTruthy();
  });

  it('re-renders when the locale changes at run time, and back', async () => {
    const { latch } = renderLatch();
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    act(() => setLocale(latch, 'ar'));
    await waitFor(() => expect(overlay().getAttribute('dir')).toBe('rtl'));
    expect(screen.getByRole('dialog', { name: 'ربط المحفظة' })).toBeTruthy();
    act(() => setLocale(latch, 'en-GB'));
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy();
    expect(overlay().getAttribute('dir')).toBe('ltr');
    expect(overlay().getAttribute('lang')).toBe('en-GB');
  });

  it('keeps English, in the right direction, for a language Latch does not ship', async () => {
    renderLatch({ config: { locale: 'he' } });
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    await waitFor(() => expect(overlay().getAttribute('dir')).toBe('rtl'));
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy();
  });

  it("shows core's texts in the locale", async () => {
    const { latch } = renderLatch({ config: { locale: 'fr' } });
    await screen.findByRole('button', { name: 'Connecter un portefeuille' });
    act(() => showSnack(latch, LatchMessages.tooManyDecimals(6), 'error'));
    expect(await screen.findByText("Ce jeton n'accepte pas plus de 6 décimales.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fermer la notification' })).toBeTruthy();
  });

  it("finds core's texts by their id, whatever their English, and shows a wallet's own words as they are", async () => {
    const { latch, clock } = renderLatch({ config: { locale: 'fr' } });
    await screen.findByRole('button', { name: 'Connecter un portefeuille' });
    act(() => showSnack(latch, { id: 'signatureDeclined', text: 'The English, reworded' }, 'error'));
    expect(await screen.findByText('Signature refusée')).toBeTruthy();
    act(() => {
      showSnack(latch, { text: 'Signature declined' }, 'error');
      clock.advance(SNACK_SWAP_DELAY_MS);
    });
    expect(await screen.findByText('Signature declined')).toBeTruthy();
  });
});
