import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ADDRESS, openAccount } from '../../../test/accountServices.js';

const BALANCE = `/v1/account/${ADDRESS}/balance`;
const token = (symbol: string, decimals: string, numeric: string, extra: { value?: number; price?: number } = {}) => ({
  name: `${symbol} Token`,
  symbol,
  chainId: 'eip155:31337',
  address: `0x${symbol}`,
  price: extra.price ?? 1,
  value: extra.value,
  quantity: { decimals, numeric },
  iconUrl: '',
});

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const panel = () => within(screen.getByRole('tabpanel', { name: 'Tokens' }));

describe('Tokens tab', () => {
  it('shows skeleton rows while the portfolio loads', async () => {
    await openAccount({ routes: { [BALANCE]: () => new Promise(() => undefined) } });
    expect(panel().getByText('Loading tokens')).toBeTruthy();
  });

  it('says when the account holds no tokens', async () => {
    const { services } = await openAccount();
    expect(await panel().findByText('No tokens yet')).toBeTruthy();
    expect(Object.fromEntries(services.calls(BALANCE)[0]!.searchParams)).toMatchObject({ currency: 'usd', chainId: 'eip155:31337' });
  });

  it('lists tokens with 2-decimal amounts and USD values, zero-decimal tokens left out', async () => {
    await openAccount({
      routes: {
        [BALANCE]: () => ({
          body: { balances: [token('USDC', '6', '1234.5678', { value: 1234.5678 }), token('JUNK', '0', '100'), token('DAI', '18', '2.999', { price: 0.5 })] },
        }),
      },
    });
    const rows = await panel().findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['UUSDC Token1234.56 USDC$1,234.57', 'DDAI Token2.99 DAI$1.50']);
    expect(screen.queryByText(/JUNK/)).toBeNull();
    expect(panel().getByRole('list', { name: 'Tokens' })).toBeTruthy();
  });

  it('on failure says "Token Balance Unavailable" and allows a retry only after 30 s', async () => {
    let fail = true;
    const { services, clock } = await openAccount({
      routes: { [BALANCE]: () => (fail ? { status: 503, body: { message: 'down' } } : { body: { balances: [token('USDC', '6', '5')] } }) },
    });
    expect(await panel().findByText('Token Balance Unavailable')).toBeTruthy();
    // The snackbar's live region mounts empty and the message arrives after it.
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Token Balance Unavailable'));
    const retry = panel().getByRole('button', { name: 'Try again' }) as HTMLButtonElement;
    expect(retry.disabled).toBe(true);
    expect(panel().getByText('You can try again 30 seconds after the last attempt.')).toBeTruthy();
    act(() => clock.advance(29_999));
    expect(retry.disabled).toBe(true);
    act(() => clock.advance(1));
    expect(retry.disabled).toBe(false);
    fail = false;
    await userEvent.click(retry);
    expect(await panel().findByText('5 USDC')).toBeTruthy();
    expect(services.calls(BALANCE)).toHaveLength(2);
  });
});
