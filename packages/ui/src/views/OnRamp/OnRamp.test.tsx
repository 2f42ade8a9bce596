import { act, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { openModal, pushView } from '@latch/core';
import { invalidAmount, onrampNeedsAccount, onrampNotAvailable, onrampAmountOutOfRange } from '@latch/core/internal';
import { ADDRESS, SERVICES, type Route } from '../../../test/accountServices.js';
import { ONRAMP_OPTIONS, onrampQuote, onrampRoutes, openFeature } from '../../../test/featureServices.js';
import { renderLatch } from '../../../test/renderLatch.js';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  jest.restoreAllMocks();
});

const QUOTE = '/v1/onramp/quote';
const URL_GENERATOR = '/v1/generators/onrampurl';
const CHECKOUT = `${SERVICES}/onramp/checkout/0123456789abcdef0123456789abcdef`;
const quoteRoute: Route = (_url, body) => {
  const { amount, paymentCurrency } = body as { amount: string; paymentCurrency: { id: string } };
  return onrampQuote(amount, paymentCurrency.id);
};

function platform(overrides: { timeZone?: string; openHref?: (href: string, target: '_self' | '_blank') => void } = {}) {
  const { timeZone = 'Europe/Paris', openHref } = overrides;
  return { isMobile: () => false, isTelegram: () => false, isIosSafari: () => false, timeZone: () => timeZone, ...(openHref ? { openHref } : {}) };
}

async function openBuy(options: { routes?: Record<string, Route>; timeZone?: string; openHref?: (href: string, target: '_self' | '_blank') => void } = {}) {
  const setup = await openFeature('Buy', { routes: onrampRoutes(options.routes), config: { platform: platform(options) } });
  const view = within(screen.getByRole('dialog', { name: 'Buy' }));
  if (options.timeZone === undefined) await view.findByRole('group', { name: 'Provider' });
  return { ...setup, view };
}

const amountInput = () => screen.getByRole('textbox', { name: 'Amount' });

describe('OnRamp view: states', () => {
  it('shows a loading state until the options answer, then the providers core offers with their fees', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    const pending = new Promise<{ body: unknown }>((resolve) => (answer = resolve));
    const { services } = await openFeature('Buy', { routes: onrampRoutes({ '/v1/onramp/options': () => pending }), config: { platform: platform() } });
    expect(screen.getByText('Loading the onramp…').getAttribute('role')).toBe('status');
    await act(async () => answer({ body: ONRAMP_OPTIONS }));
    const providers = within(await screen.findByRole('group', { name: 'Provider' })).getAllByRole('radio');
    expect(providers.map((radio) => radio.closest('label')?.textContent)).toEqual(['Coinbase Fees 1-2%', 'Meld Fees 1-2%']);
    // The first provider is picked for the person, so Continue names one at once.
    expect(screen.getByRole('radio', { name: 'Coinbase Fees 1-2%' })).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: 'Continue to Coinbase' })).toBeTruthy();
    expect(services.calls('/v1/onramp/options')).toHaveLength(1);
  });

  it('buys USDC with USD by default, and names the limits of the payment methods', async () => {
    await openBuy();
    expect((screen.getByRole('combobox', { name: 'You buy' }) as HTMLSelectElement).value).toBe('USDC');
    expect((screen.getByRole('combobox', { name: 'You pay with' }) as HTMLSelectElement).value).toBe('USD');
    expect(within(screen.getByRole('combobox', { name: 'You pay with' })).getAllByRole('option').map((o) => [o.textContent, o.getAttribute('title')])).toEqual([
      ['USD', 'US Dollar'],
      ['EUR', 'Euro'],
    ]);
    expect(screen.getByText('From 10.00 to 25000.00 USD')).toBeTruthy();
  });

  it('falls back to core’s built-in options when the options call fails', async () => {
    await openBuy({ routes: { '/v1/onramp/options': () => ({ status: 500, body: { message: 'down' } }) } });
    expect(within(screen.getByRole('combobox', { name: 'You pay with' })).getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(['USD', 'EUR']);
    expect((screen.getByRole('combobox', { name: 'You buy' }) as HTMLSelectElement).value).toBe('USDC');
    expect(screen.getByText('From 10.00 to 25000.00 USD')).toBeTruthy();
  });

  it('says buying is not available in the restricted timezones (SPEC 9)', async () => {
    const { services } = await openBuy({ timeZone: 'Asia/Hong_Kong' });
    expect(await screen.findByText(onrampNotAvailable.text)).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Provider' })).toBeNull();
    expect(services.calls(QUOTE)).toEqual([]);
  });

  it('asks for a connected account first', async () => {
    const { latch } = renderLatch({ config: { apiUrls: { walletApi: SERVICES, blockchainApi: SERVICES } } });
    act(() => openModal(latch));
    act(() => pushView(latch, 'OnRamp'));
    expect(await screen.findByText(onrampNeedsAccount.text)).toBeTruthy();
  });
});

describe('OnRamp view: amount and quote', () => {
  it('shows the services’ quote for the amount typed: what arrives, the fees and the total', async () => {
    const { services } = await openBuy({ routes: { [QUOTE]: quoteRoute } });
    await userEvent.type(amountInput(), '20');
    const summary = await screen.findByText('You receive');
    expect(summary.nextElementSibling?.textContent).toBe('19.7 USDC');
    expect(screen.getByText('Provider fee').nextElementSibling?.textContent).toBe('0.20 USD');
    expect(screen.getByText('Network fee').nextElementSibling?.textContent).toBe('0.10 USD');
    expect(screen.getByText('You pay').nextElementSibling?.textContent).toBe('20.00 USD');
    expect(services.posted(QUOTE).at(-1)).toMatchObject({ amount: '20', network: 'Latch Devnet', paymentCurrency: { id: 'USD' }, purchaseCurrency: { id: 'USDC' } });
  });

  it('shows core’s message for an amount outside the limits, and asks no quote for it', async () => {
    const { services, view } = await openBuy({ routes: { [QUOTE]: quoteRoute } });
    await userEvent.type(amountInput(), '5');
    expect(view.getByRole('alert').textContent).toBe(onrampAmountOutOfRange('10.00', '25000.00', 'USD').text);
    expect(amountInput().getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(amountInput());
    await userEvent.click(amountInput());
    await userEvent.paste('25000.01');
    expect(view.getByRole('alert').textContent).toBe(onrampAmountOutOfRange('10.00', '25000.00', 'USD').text);
    expect(services.calls(QUOTE)).toEqual([]);
    // Continue repeats nothing: the field already says what is wrong.
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Coinbase' }));
    expect(view.getAllByRole('alert')).toHaveLength(1);
    expect(services.calls(URL_GENERATOR)).toEqual([]);
  });

  it('shows core’s stand-in quote as an estimate when the quote call fails', async () => {
    await openBuy();
    await userEvent.type(amountInput(), '25');
    expect((await screen.findByText('You receive')).nextElementSibling?.textContent).toBe('25 USDC');
    expect(screen.getByText('You pay').nextElementSibling?.textContent).toBe('25 USD');
    expect(screen.queryByText('Provider fee')).toBeNull();
    expect(screen.getByText('No quote is available right now: this estimate leaves out fees. Coinbase shows the final amount.')).toBeTruthy();
  });

  it('asks again in euros when the payment currency changes', async () => {
    const { services } = await openBuy({ routes: { [QUOTE]: quoteRoute } });
    await userEvent.type(amountInput(), '50');
    await screen.findByText('You receive');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'You pay with' }), 'EUR');
    expect(await screen.findByText('50.00 EUR')).toBeTruthy();
    expect(screen.getByText('From 10.00 to 25000.00 EUR')).toBeTruthy();
    expect(services.posted(QUOTE).at(-1)).toMatchObject({ amount: '50', paymentCurrency: { id: 'EUR' } });
  });
});

describe('OnRamp view: Continue', () => {
  it('asks for an amount before going on', async () => {
    const { services, view } = await openBuy();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Coinbase' }));
    expect(view.getByRole('alert').textContent).toBe(invalidAmount.text);
    expect(services.calls(URL_GENERATOR)).toEqual([]);
  });

  it('opens the provider’s page for the account in a new tab, through the platform’s opener', async () => {
    const openHref = jest.fn();
    const { services, user } = await openBuy({ openHref, routes: { [QUOTE]: quoteRoute, [URL_GENERATOR]: () => ({ body: { url: CHECKOUT } }) } });
    await user.click(screen.getByRole('radio', { name: 'Meld Fees 1-2%' }));
    await user.type(amountInput(), '20');
    await screen.findByText('You receive');
    await user.click(screen.getByRole('button', { name: 'Continue to Meld' }));
    expect(await screen.findByText('Meld opened in a new tab. Finish the purchase there.')).toBeTruthy();
    expect(openHref).toHaveBeenCalledWith(CHECKOUT, '_blank');
    expect(services.posted(URL_GENERATOR)).toEqual([
      {
        destinationWallets: [{ address: ADDRESS, blockchains: ['Latch Devnet'], assets: ['USDC'] }],
        defaultNetwork: 'Latch Devnet',
        partnerUserId: ADDRESS,
        defaultExperience: 'buy',
        presetCryptoAmount: 19.7,
        presetFiatAmount: 20,
      },
    ]);
  });

  it('opens it with window.open and no opener when the platform has no opener', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    await openBuy({ routes: { [QUOTE]: quoteRoute, [URL_GENERATOR]: () => ({ body: { url: CHECKOUT } }) } });
    await userEvent.type(amountInput(), '20');
    await screen.findByText('You receive');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Coinbase' }));
    await screen.findByText('Coinbase opened in a new tab. Finish the purchase there.');
    expect(open).toHaveBeenCalledWith(CHECKOUT, '_blank', 'noopener,noreferrer');
  });

  it('says why when the provider’s page cannot be made', async () => {
    const openHref = jest.fn();
    const { view } = await openBuy({
      openHref,
      routes: { [QUOTE]: quoteRoute, [URL_GENERATOR]: () => ({ status: 400, body: { message: 'Invalid body: the onramp sells USDC only' } }) },
    });
    await userEvent.type(amountInput(), '20');
    await screen.findByText('You receive');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Coinbase' }));
    expect((await view.findByRole('alert')).textContent).toBe('Invalid body: the onramp sells USDC only');
    expect(openHref).not.toHaveBeenCalled();
  });
});
