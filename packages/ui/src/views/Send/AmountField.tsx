import { amountProblem, displayBalance } from '@latch/core/internal';
import type { TokenBalance } from '@latch/core';
import { AmountInput } from '../../components/Field/AmountInput.js';

/** The amount to send, in whole units of the token, with Max and the balance it is checked against. */
export function AmountField({ amount, token, onChange }: { amount: string; token?: TokenBalance; onChange(amount: string): void }) {
  const isMax = token !== undefined && amount.trim() !== '' && amount.trim() === token.quantity.numeric;
  return (
    <AmountInput
      value={amount}
      onChange={onChange}
      unit={token?.symbol}
      problem={amountProblem(amount, token)}
      hints={[
        token ? `Balance: ${displayBalance(token)}` : 'Pick a token to see its balance.',
        isMax && !token.address && `The network fee is paid in ${token.symbol} too: keep a little for it.`,
      ]}
      actions={
        <button type="button" className="latch-button latch-button--secondary latch-send__max" disabled={!token} onClick={() => token && onChange(token.quantity.numeric)}>
          Max
        </button>
      }
    />
  );
}
