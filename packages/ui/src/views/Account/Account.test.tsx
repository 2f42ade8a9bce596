import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderLatch } from '../../../test/renderLatch.js';
import { avatarGradient } from './Avatar.js';

async function connected(options: Parameters<typeof renderLatch>[0] = {}) {
  const result = renderLatch(options);
  await act(() => result.latch.connect({ connectorId: 'io.test' }));
  act(() => result.latch.open());
  await screen.findByRole('button', { name: 'Disconnect' });
  return result;
}

describe('Account view', () => {
  it('shows the short address, the balance floored to 3 decimals, the network and the wallet', async () => {
    await connected({ adapter: { balance: '10000.123999' } });
    expect(screen.getByTitle('0x70997970C51812dc3A010C7d01b50e0d17dc79C8').textContent).toBe('0x7099…79C8');
    expect((await screen.findByTestId('latch-balance')).textContent).toBe('10000.123 ETH');
    expect(screen.getByText('Latch Devnet')).toBeTruthy();
    expect(screen.getByText('Test Wallet', { selector: 'dd' })).toBeTruthy();
  });

  it('shows a placeholder while the balance loads', async () => {
    const result = renderLatch();
    result.wallet.adapter.getBalance = () => new Promise(() => {});
    await act(() => result.latch.connect({ connectorId: 'io.test' }));
    act(() => result.latch.open());
    expect(await screen.findByRole('img', { name: 'Loading balance' })).toBeTruthy();
  });

  it('says "Token Balance Unavailable" when the balance cannot be read', async () => {
    const result = renderLatch();
    result.wallet.control.balanceError = new Error('down');
    await act(() => result.latch.connect({ connectorId: 'io.test' }));
    act(() => result.latch.open());
    expect((await screen.findByTestId('latch-balance')).textContent).toBe('Token Balance Unavailable');
  });

  it('names an unsupported network by its id when unsupported chains are allowed', async () => {
    const { wallet } = await connected({ config: { allowUnsupportedChain: true } });
    act(() => wallet.emit({ type: 'chainChanged', chainId: 10 }));
    expect(screen.getByText('Unsupported network (eip155:10)')).toBeTruthy();
  });

  it('disconnects and returns to Connect', async () => {
    const { wallet } = await connected();
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByRole('heading', { name: 'Connect Wallet' })).toBeTruthy();
    expect(wallet.calls).toContain('disconnect');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy());
  });

  it('gives each address its own stable avatar', () => {
    expect(avatarGradient('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(avatarGradient('0x70997970c51812dc3a010c7d01b50e0d17dc79c8'));
    expect(avatarGradient('0x7099')).not.toBe(avatarGradient('0x3C44'));
  });
});
