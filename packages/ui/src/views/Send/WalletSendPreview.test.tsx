import { act, screen, waitFor, within } from '@testing-library/react';
import { connect, openModal, pushView, type CaipNetwork, type LatchEvent } from '@latch/core';
import { sendAmountAndReceiverRequired, signatureDeclined, somethingWentWrong, unsupportedChain } from '@latch/core/internal';
import { ETH, RECEIVER, USDC } from '../../../test/blockchainApi.js';
import { amountInput, receiverInput, renderSend } from '../../../test/renderSend.js';
import { renderLatch } from '../../../test/renderLatch.js';


async function toPreview(token: RegExp, options: Parameters<typeof renderSend>[0] = {}) {
  const result = await renderSend({ api: { balances: [ETH, USDC], names: { 'alice.latch.id': { '2147514985': RECEIVER } } }, ...options });
  await result.user.click(screen.getByRole('radio', { name: token }));
  await result.user.type(amountInput(), '1.5');
  await result.user.type(receiverInput(), 'alice.latch.id');
  await screen.findByText(RECEIVER);
  await result.user.click(screen.getByRole('button', { name: 'Preview' }));
  await screen.findByRole('dialog', { name: 'Review Send' });
  return result;
}

const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('WalletSendPreview view', () => {
  it('shows token, amount, receiver (name and address) and network', async () => {
    await toPreview(/USDC/);
    expect(fact('Token')).toBe('USDC USD Coin (Devnet)');
    expect(fact('Amount')).toBe('1.5 USDC');
    expect(fact('Receiver')).toBe(`alice.latch.id${RECEIVER}`);
    expect(fact('Network')).toBe('Latch Devnet');
  });

  it('an ERC-20 send signs through the adapter, shows the short hash, resets the form and returns to Account', async () => {
    const { user, wallet, latch } = await toPreview(/USDC/);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sent 1.5 USDC. Transaction 0xabab…abab')).toBeTruthy();
    expect(wallet.calls).toContain(`send:${USDC.address}:${RECEIVER}:1500000`);
    await screen.findByRole('dialog', { name: 'Account' });
    expect(latch.getState().router.history.map((entry) => entry.view)).toEqual(['Account']);
    expect(latch.getState().send).toEqual({});
  });

  it('a native send comes back to the empty form, on the native currency again', async () => {
    const { user, wallet, latch } = await toPreview(/ETH/);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sent 1.5 ETH. Transaction 0xabab…abab')).toBeTruthy();
    expect(wallet.calls).toContain(`send:native:${RECEIVER}:1500000000000000000`);
    await screen.findByRole('dialog', { name: 'Send' });
    expect(await screen.findByRole('group', { name: 'Token' })).toBeTruthy();
    expect(amountInput()).toHaveProperty('value', '');
    expect(receiverInput()).toHaveProperty('value', '');
    expect(screen.getByRole('radio', { name: /ETH/ })).toHaveProperty('checked', true);
    expect(Object.keys(latch.getState().send)).toEqual(['token']);
  });

  it('while sending, the button is disabled and says so', async () => {
    const { user, wallet } = await toPreview(/USDC/);
    wallet.adapter.send = () => new Promise(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const button = screen.getByRole('button', { name: 'Sending…' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
  });

  it.each([
    ['a refusal in the wallet', Object.assign(new Error('User rejected the request.'), { code: 4001 }), signatureDeclined],
    ['a cut connection', new Error('socket hang up'), somethingWentWrong],
  ])("%s shows the catalogue's text in an error snack, not the wallet's words, and keeps the form", async (_case, thrown, text) => {
    const { user, wallet, latch } = await toPreview(/USDC/);
    const events: LatchEvent[] = [];
    latch.onEvent((event) => events.push(event));
    wallet.control.sendError = thrown;
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const snack = await screen.findByText(text.text);
    expect(snack.closest('[role="alert"]')).toBeTruthy();
    expect(screen.queryByText(thrown.message, { exact: false })).toBeNull();
    // A developer still finds the wallet's words, in the event core emits.
    expect(events).toContainEqual({ type: 'SEND_ERROR', properties: { network: 'eip155:31337', message: text.text, details: thrown.message } });
    expect(screen.getByRole('dialog', { name: 'Review Send' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', false);
    expect(latch.getState().send).toMatchObject({ sendTokenAmount: '1.5', receiverAddress: RECEIVER, receiverProfileName: 'alice.latch.id', token: USDC });
  });

  it('with an incomplete form, says what is missing and offers no Send', async () => {
    const { latch } = await renderSend({ api: { balances: [ETH] } });
    act(() => pushView(latch, 'WalletSendPreview'));
    const dialog = await screen.findByRole('dialog', { name: 'Review Send' });
    expect(within(dialog).getByRole('alert').textContent).toBe(sendAmountAndReceiverRequired.text);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
  });
});

describe('Send on a namespace whose adapter declares no send', () => {
  it('says core’s unsupportedChain message instead of a form', async () => {
    const polkadot: CaipNetwork = {
      id: 'westend',
      caipNetworkId: 'polkadot:westend',
      chainNamespace: 'polkadot',
      name: 'Westend',
      nativeCurrency: { name: 'Westend', symbol: 'WND', decimals: 12 },
      rpcUrls: { default: { http: ['http://127.0.0.1:1/unused'] } },
    };
    const { latch } = renderLatch({ adapter: { namespace: 'polkadot', address: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY', chainId: 'westend', rules: { address: '[1-9A-HJ-NP-Za-km-z]{47,48}' } }, config: { networks: [polkadot] } });
    await act(() => connect(latch, { connectorId: 'io.test' }));
    act(() => openModal(latch, { view: 'WalletSend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send' });
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(unsupportedChain.text));
  });
});
