import { act, screen, within } from '@testing-library/react';
import { updateSend } from '@latch/core';
import { errorResolvingName, insufficientBalance, invalidReceiver, sendAmountAndReceiverRequired, sendTokenRequired, tooManyDecimals } from '@latch/core/internal';
import { ETH, RECEIVER, USDC } from '../../../test/blockchainApi.js';
import { amountInput, receiverInput, renderSend } from '../../../test/renderSend.js';

const DAI = { ...USDC, name: 'Dai', symbol: 'DAI', address: '0x6B175474E89094C44Da98b954EedeAC495271d0F', quantity: { decimals: '18', numeric: '50' } };
const preview = () => screen.getByRole('button', { name: 'Preview' });
const dialog = () => screen.getByRole('dialog');

describe('WalletSend view', () => {
  it('lists the account’s tokens from the portfolio, the native currency first and picked, balances to 2 decimals', async () => {
    const { latch } = await renderSend({ api: { balances: [USDC, ETH] } });
    const radios = within(screen.getByRole('group', { name: 'Token' })).getAllByRole('radio');
    expect(radios).toEqual([screen.getByRole('radio', { name: 'ETH Ether 2.5 ETH' }), screen.getByRole('radio', { name: 'USDC USD Coin (Devnet) 1000.25 USDC' })]);
    expect(radios.map((radio) => (radio as HTMLInputElement).checked)).toEqual([true, false]);
    expect(latch.getState().send.token).toMatchObject({ symbol: 'ETH' });
  });

  it('starts on the only token held when there is no native currency to send', async () => {
    await renderSend({ api: { balances: [USDC] }, adapter: { balance: '0' } });
    expect(screen.getByRole('radio', { name: /USDC/ })).toHaveProperty('checked', true);
  });

  it('shows a loading state while the portfolio and balance load, and says so when there is nothing to send', async () => {
    const { unmount } = await renderSend({ api: { pendingBalances: true }, adapter: { balance: '0' }, waitForForm: false });
    expect((await screen.findByText('Loading tokens…')).closest('[aria-busy]')).toBeTruthy();
    unmount();

    await renderSend({ api: { balances: [] }, adapter: { balance: '0' }, waitForForm: false });
    expect(await screen.findByText('No tokens to send')).toBeTruthy();
    expect(screen.getByText('This account holds no tokens on Latch Devnet yet.')).toBeTruthy();
  });

  it('asks for an amount and receiver, then for a token where several are held and none native, with core’s messages', async () => {
    const { user } = await renderSend({ api: { balances: [USDC, DAI] }, adapter: { balance: '0' } });
    expect(within(screen.getByRole('group', { name: 'Token' })).getAllByRole('radio').every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
    expect(screen.getByRole('button', { name: 'Max' })).toHaveProperty('disabled', true);
    await user.click(preview());
    expect(within(dialog()).getByRole('alert').textContent).toBe(sendAmountAndReceiverRequired.text);

    await user.type(amountInput(), '1.5');
    await user.type(receiverInput(), RECEIVER);
    expect(within(dialog()).queryByRole('alert')).toBeNull();
    await user.click(preview());
    expect(within(dialog()).getByRole('alert').textContent).toBe(sendTokenRequired.text);
    expect(screen.getByRole('dialog', { name: 'Send' })).toBeTruthy();
  });

  it('checks the amount against the token’s balance and decimals, and the receiver per namespace', async () => {
    const { user } = await renderSend({ api: { balances: [ETH, USDC] } });
    await user.click(screen.getByRole('radio', { name: /USDC/ }));
    await user.type(amountInput(), '1000.26');
    expect(within(dialog()).getByRole('alert').textContent).toBe('Not enough USDC: the balance is 1000.25 USDC.');
    expect(insufficientBalance('USDC', '1000.25').text).toBe('Not enough USDC: the balance is 1000.25 USDC.');
    expect(amountInput().getAttribute('aria-invalid')).toBe('true');

    await user.clear(amountInput());
    await user.type(amountInput(), '0.0000001');
    expect(within(dialog()).getByRole('alert').textContent).toBe(tooManyDecimals(6).text);

    await user.clear(amountInput());
    await user.type(amountInput(), '1');
    await user.type(receiverInput(), '0x1234');
    expect(within(dialog()).getByRole('alert').textContent).toBe(invalidReceiver.text);
    await user.click(preview());
    expect(within(dialog()).getAllByRole('alert').map((a) => a.textContent)).toEqual([invalidReceiver.text]);
  });

  it('Max fills in the whole balance of the picked token, and warns about the fee for the native currency', async () => {
    const { user, latch } = await renderSend({ api: { balances: [ETH, USDC] } });
    await user.click(screen.getByRole('radio', { name: /USDC/ }));
    await user.click(screen.getByRole('button', { name: 'Max' }));
    expect(amountInput()).toHaveProperty('value', '1000.256');
    expect(latch.getState().send.sendTokenAmount).toBe('1000.256');
    expect(screen.queryByText(/network fee/)).toBeNull();

    await user.click(screen.getByRole('radio', { name: /ETH/ }));
    await user.click(screen.getByRole('button', { name: 'Max' }));
    expect(amountInput()).toHaveProperty('value', '2.5');
    expect(screen.getByText('The network fee is paid in ETH too: keep a little for it.')).toBeTruthy();
  });

  it('resolves a registered name to its address through core’s names API and shows the address', async () => {
    const { user, latch, api } = await renderSend({ api: { balances: [ETH, USDC], names: { 'alice.latch.id': { '2147514985': RECEIVER } } } });
    await user.type(receiverInput(), 'alice.latch.id');
    expect(screen.getByText('Looking up alice.latch.id…')).toBeTruthy();
    expect(await screen.findByText(RECEIVER)).toBeTruthy();
    expect(screen.getByText(/alice\.latch\.id resolves to/)).toBeTruthy();
    expect(latch.getState().send).toMatchObject({ receiverAddress: RECEIVER, receiverProfileName: 'alice.latch.id' });
    expect(api.requests.filter((url) => url.pathname === '/v1/profile/account/alice.latch.id')).toHaveLength(1);

    await user.clear(receiverInput());
    await user.type(receiverInput(), 'nobody.latch.id');
    expect((await within(dialog()).findByRole('alert')).textContent).toBe(errorResolvingName.text);
    expect(latch.getState().send.receiverAddress).toBeUndefined();
  });

  it('goes to the preview once token, amount and receiver are right, and keeps the form when coming back', async () => {
    const { user } = await renderSend({ api: { balances: [ETH, USDC] } });
    await user.click(screen.getByRole('radio', { name: /USDC/ }));
    await user.type(amountInput(), '1.5');
    await user.type(receiverInput(), `${RECEIVER}{Enter}`);
    expect(await screen.findByRole('dialog', { name: 'Review Send' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('group', { name: 'Token' });
    expect(screen.getByRole('radio', { name: /USDC/ })).toHaveProperty('checked', true);
    expect(amountInput()).toHaveProperty('value', '1.5');
    expect(receiverInput()).toHaveProperty('value', RECEIVER);
  });

  it('uses the adapter’s native balance when the portfolio has no entry for it', async () => {
    const { latch } = await renderSend({ api: { balances: [USDC] }, adapter: { balance: '0.123456' } });
    const radios = within(screen.getByRole('group', { name: 'Token' })).getAllByRole('radio');
    expect(radios[0]).toBe(screen.getByRole('radio', { name: 'ETH Ether 0.12 ETH' }));
    act(() => updateSend(latch, { sendTokenAmount: '1' }));
    expect(amountInput()).toHaveProperty('value', '1');
  });
});
