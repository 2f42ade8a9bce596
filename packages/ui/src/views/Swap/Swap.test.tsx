import { act, screen, within } from '@testing-library/react';
import { ErrorMessages, LatchError } from '@latch/core';
import { swapNoQuote, swapsNetworkNotSupported, insufficientBalance, tooManyDecimals } from '@latch/core/internal';
import { testMainnet, testNetwork } from '@latch/core/testing';
import { ADDRESS, type Route } from '../../../test/accountServices.js';
import { openFeature, SWAP_DAI, SWAP_USDC, swapRoutes } from '../../../test/featureServices.js';
import { gweiText, roughAmount } from './swapFormat.js';
import { fillMessage, type MessageValues } from '../../i18n/useMessages.js';
import { swapMessages } from './messages.js';
import { swappedMessage } from './SwapSubmit.js';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const TOKENS = '/v1/convert/tokens';
const QUOTES = '/v1/convert/quotes';
/** 1 USDC buys 0.999 DAI, 1 DAI buys 0.995 USDC. */
const quotes: Route = (url) => {
  const amount = BigInt(url.searchParams.get('amount')!);
  const toAmount = url.searchParams.get('from') === SWAP_USDC.address ? (amount * 999n * 10n ** 12n) / 1000n : (amount * 995n) / 1000n / 10n ** 12n;
  return { body: { quotes: [{ fromAmount: String(amount), toAmount: String(toAmount) }] } };
};

/** The Swap view on mainnet, a swap network (SPEC 9), over the fake services. */
async function openSwap(routes: Record<string, Route> = {}, { waitForForm = true, tokensSettled }: { waitForForm?: boolean; tokensSettled?: string } = {}) {
  const setup = await openFeature('Swap', { routes: swapRoutes(routes), config: { networks: [testMainnet] }, adapter: { chainId: 1 }, tokensSettled });
  if (waitForForm) await screen.findByRole('combobox', { name: 'From' });
  return { ...setup, view: within(screen.getByRole('dialog', { name: 'Swap' })) };
}

const select = (name: 'From' | 'To') => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const amountInput = () => screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement;
const summary = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('Swap view: networks', () => {
  it('says "Network not supported for Swaps" as its state on the devnet, asking nothing', async () => {
    const { services } = await openFeature('Swap', { routes: swapRoutes() });
    expect(await screen.findByText(swapsNetworkNotSupported.text)).toBeTruthy();
    expect(screen.getByText('Swaps are not offered on Latch Devnet.')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(services.calls(TOKENS)).toEqual([]);
  });

  it('loads the tokens when the wallet moves to a swap network', async () => {
    const { wallet, services } = await openFeature('Swap', { routes: swapRoutes(), config: { networks: [testNetwork, testMainnet] } });
    await screen.findByText(swapsNetworkNotSupported.text);
    act(() => wallet.emit({ type: 'chainChanged', chainId: 1 }));
    expect(await screen.findByRole('combobox', { name: 'From' })).toBeTruthy();
    expect(screen.queryByText(swapsNetworkNotSupported.text)).toBeNull();
    expect(services.calls(TOKENS).map((url) => url.searchParams.get('chainId'))).toEqual(['eip155:1']);
  });
});

describe('Swap view: loading and the form', () => {
  it('shows a loading state while the tokens load', async () => {
    await openSwap({ [TOKENS]: () => new Promise(() => undefined) }, { waitForForm: false });
    expect(await screen.findByText('Loading tokens…')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('offers the network’s tokens on both sides, the popular first (SPEC 9), with the gas price and a 1 % slippage tolerance', async () => {
    await openSwap();
    expect(within(select('From')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a token', 'WETH (Wrapped Ether)', 'USDC (USD Coin)', 'DAI (Dai Stablecoin)']);
    expect(summary('Gas price')).toBe('1 Gwei');
    expect(summary('Slippage tolerance')).toBe('1 %');
    expect(summary('You receive')).toBe('—');
  });

  it('opens selling the native currency, with its balance, the token to buy left to the person', async () => {
    const ETH = { name: 'Ether', symbol: 'ETH', decimals: 18, address: 'eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE', logoUri: '' };
    await openSwap({ [TOKENS]: () => ({ body: { tokens: [SWAP_USDC, ETH, SWAP_DAI] } }) });
    expect(select('From').selectedOptions[0]?.textContent).toBe('ETH (Ether)');
    expect(select('To').selectedOptions[0]?.textContent).toBe('Choose a token');
    expect(screen.getByText('ETH', { selector: '.latch-field-unit' })).toBeTruthy();
    expect(screen.getByText(/^Balance: /)).toBeTruthy();
  });

  it('offers Swap only once the pair has a quote', async () => {
    const { user } = await openSwap({ [QUOTES]: quotes });
    const button = screen.getByRole('button', { name: 'Swap' });
    expect(button).toHaveProperty('disabled', true);
    await user.selectOptions(select('From'), SWAP_USDC.address);
    await user.selectOptions(select('To'), SWAP_DAI.address);
    await user.type(amountInput(), '1.5');
    await screen.findByText('≈ 1.4985 DAI');
    expect(button).toHaveProperty('disabled', false);
  });

  it('says why the tokens could not load, and tries again', async () => {
    let fail = true;
    const { services, user } = await openSwap({ [TOKENS]: () => (fail ? { status: 503, body: { message: 'Swap service unavailable' } } : swapRoutes()[TOKENS]!(new URL('http://x'))) }, { waitForForm: false });
    expect(await screen.findByText('Swap service unavailable')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('combobox', { name: 'From' })).toBeTruthy();
    expect(services.calls(TOKENS)).toHaveLength(2);
  });
});

describe('Swap view: pair, amount and quote', () => {
  it('quotes the amount in the token’s units and shows what comes back', async () => {
    const { services, user } = await openSwap({ [QUOTES]: quotes });
    await user.selectOptions(select('From'), SWAP_USDC.address);
    await user.selectOptions(select('To'), SWAP_DAI.address);
    await user.type(amountInput(), '1.5');
    expect(await screen.findByText('≈ 1.4985 DAI')).toBeTruthy();
    expect(screen.getByText('USDC', { selector: '.latch-field-unit' })).toBeTruthy();
    expect(Object.fromEntries(services.calls(QUOTES).at(-1)!.searchParams)).toMatchObject({
      amount: '1500000',
      userAddress: `eip155:1:${ADDRESS}`,
      from: SWAP_USDC.address,
      to: SWAP_DAI.address,
      gasPrice: '1000000000',
    });
  });

  it('switches the pair, the quoted amount becoming the amount to sell', async () => {
    const { user } = await openSwap({ [QUOTES]: quotes });
    await user.selectOptions(select('From'), SWAP_USDC.address);
    await user.selectOptions(select('To'), SWAP_DAI.address);
    await user.type(amountInput(), '2');
    await screen.findByText('≈ 1.998 DAI');
    await user.click(screen.getByRole('button', { name: 'Switch tokens' }));
    expect([select('From').value, select('To').value]).toEqual([SWAP_DAI.address, SWAP_USDC.address]);
    expect(amountInput().value).toBe('1.998');
    expect(await screen.findByText('≈ 1.98801 USDC')).toBeTruthy();
  });

  it('picking the other side’s token switches the two', async () => {
    const { user } = await openSwap({ [QUOTES]: quotes });
    await user.selectOptions(select('From'), SWAP_USDC.address);
    await user.selectOptions(select('To'), SWAP_DAI.address);
    await user.selectOptions(select('From'), SWAP_DAI.address);
    expect([select('From').value, select('To').value]).toEqual([SWAP_DAI.address, SWAP_USDC.address]);
  });

  it('shows the balance of the token sold, and refuses more than that', async () => {
    const balance = { name: 'USD Coin', symbol: 'USDC', chainId: 'eip155:1', address: `0x${'1'.padStart(40, '0')}`, value: 2.5, price: 1, quantity: { decimals: '6', numeric: '2.509' }, iconUrl: '' };
    const { user, view } = await openSwap({ [QUOTES]: quotes, [`/v1/account/${ADDRESS}/balance`]: () => ({ body: { balances: [balance] } }) }, { tokensSettled: 'USD Coin' });
    await user.selectOptions(select('From'), SWAP_USDC.address);
    await user.selectOptions(select('To'), SWAP_DAI.address);
    expect(screen.getByText('Balance: 2.5 USDC')).toBeTruthy();
    await user.type(amountInput(), '3');
    expect((await view.findByRole('alert')).textContent).toBe(insufficientBalance('USDC', '2.5').text);
    expect(screen.getByRole('button', { name: 'Swap' })).toHaveProperty('disabled', true);
  });

  it('shows core’s messages: too many decimals (asking nothing) and no quote for the pair', async () => {
    const { services, user, view } = await openSwap({ [QUOTES]: () => ({ body: { quotes: [] } }) });
    await user.selectOptions(select('From'), SWAP_USDC.address);
    await user.selectOptions(select('To'), SWAP_DAI.address);
    await user.click(amountInput());
    await user.paste('1.1234567');
    expect(view.getByRole('alert').textContent).toBe(tooManyDecimals(6).text);
    expect(amountInput().getAttribute('aria-invalid')).toBe('true');
    expect(services.calls(QUOTES)).toEqual([]);
    await user.clear(amountInput());
    await user.type(amountInput(), '3');
    expect((await view.findByRole('alert')).textContent).toBe(swapNoQuote.text);
  });
});

const ROUTER = `0x${'7'.repeat(40)}`;
const built = (to: string, data: string) => ({ body: { tx: { from: ADDRESS, to, data, value: '0', eip155: { gas: '100000', gasPrice: '1' } } } });
const sendRoutes = {
  [QUOTES]: quotes,
  '/v1/convert/allowance': () => ({ body: { allowance: '0', spender: ROUTER } }),
  // approve(ROUTER, 1.5 USDC)
  '/v1/convert/build-approve': () => built(SWAP_USDC.address.split(':')[2]!, `0x095ea7b3${ROUTER.slice(2).padStart(64, '0')}${(1_500_000).toString(16).padStart(64, '0')}`),
  '/v1/convert/build-transaction': () => built(ROUTER, '0x38ed1739'),
};

async function quotedSwap() {
  const setup = await openSwap(sendRoutes);
  await setup.user.selectOptions(select('From'), SWAP_USDC.address);
  await setup.user.selectOptions(select('To'), SWAP_DAI.address);
  await setup.user.type(amountInput(), '1.5');
  await screen.findByText('≈ 1.4985 DAI');
  return setup;
}

describe('Swap view: sending', () => {
  it('approves, swaps, says so in a snack and returns to Account', async () => {
    const { user, wallet } = await quotedSwap();
    await user.click(screen.getByRole('button', { name: 'Swap' }));
    expect(await screen.findByText(/^Swapped 1\.5 USDC for about 1\.4985 DAI\. Transaction 0x/)).toBeTruthy();
    expect(await screen.findByRole('dialog', { name: 'Account' })).toBeTruthy();
    expect(wallet.calls.filter((call) => call.startsWith('sendTransaction:')).map((call) => call.split(':')[2]!.slice(0, 10))).toEqual(['0x095ea7b3', '0x38ed1739']);
  });

  it('names the step the wallet is asking for and locks the form meanwhile', async () => {
    const { user, wallet } = await quotedSwap();
    let answer!: (hash: string) => void;
    wallet.adapter.sendTransaction = () => new Promise((resolve) => (answer = resolve));
    await user.click(screen.getByRole('button', { name: 'Swap' }));
    const busy = await screen.findByRole('button', { name: 'Approving USDC…' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(busy).toHaveProperty('disabled', true);
    expect(amountInput().matches(':disabled')).toBe(true);
    expect(screen.getByText('Confirm in your wallet that the swap may spend this USDC. The swap itself comes next.').getAttribute('role')).toBe('status');
    await act(async () => answer(`0x${'1'.repeat(64)}`));
    expect(await screen.findByRole('button', { name: 'Swapping…' })).toBeTruthy();
    expect(screen.getByText('Confirm the swap in your wallet.')).toBeTruthy();
    await act(async () => answer(`0x${'2'.repeat(64)}`));
    expect(await screen.findByRole('dialog', { name: 'Account' })).toBeTruthy();
  });

  it('keeps the form and says why when the wallet declines', async () => {
    const { user, wallet } = await quotedSwap();
    wallet.control.sendError = new LatchError(ErrorMessages.signatureDeclined);
    await user.click(screen.getByRole('button', { name: 'Swap' }));
    expect(await screen.findByText(ErrorMessages.signatureDeclined.text)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Swap' })).toBeTruthy();
    expect(amountInput().value).toBe('1.5');
    expect(screen.getByRole('button', { name: 'Swap' })).toHaveProperty('disabled', false);
  });
});

describe('swappedMessage and roughAmount', () => {
  it('tells what was sold and, cut to 6 decimals, what the quote gave', () => {
    const receipt = { hash: `0x${'ab'.repeat(32)}`, sold: { amount: '10', symbol: 'USDC' }, bought: { amount: '9.870123456789', symbol: 'DAI' } };
    const english = (id: keyof typeof swapMessages, values?: MessageValues) => fillMessage(swapMessages[id], values);
    expect(swappedMessage(receipt, english, 'en')).toBe('Swapped 10 USDC for about 9.870123 DAI. Transaction 0xabab…abab');
    expect(swappedMessage(receipt, english, 'fr')).toBe('Swapped 10 USDC for about 9,870123 DAI. Transaction 0xabab…abab');
    expect(roughAmount('2.000000001')).toBe('2');
    expect(roughAmount('0.10')).toBe('0.1');
    expect(roughAmount('7')).toBe('7');
  });
});

describe('gweiText', () => {
  it('shows wei as Gwei to 3 decimals at most', () => {
    expect([gweiText('1000000000'), gweiText('12345678901'), gweiText('1500000'), gweiText('1'), gweiText('0')]).toEqual(['1 Gwei', '12.345 Gwei', '0.001 Gwei', '< 0.001 Gwei', '0 Gwei']);
    expect([gweiText('12345678901', 'fr'), gweiText('1', 'fr')]).toEqual(['12,345 Gwei', '< 0,001 Gwei']);
  });
});
