import { useId } from 'react';
import type { TokenBalance } from '@latch/core';
import { amountProblem, displayBalance } from './sendRules.js';

/** The amount to send, in whole units of the token, with Max and the balance it is checked against. */
export function AmountField({ amount, token, onChange }: { amount: string; token?: TokenBalance; onChange(amount: string): void }) {
  const id = useId();
  const problem = amountProblem(amount, token);
  const isMax = token !== undefined && amount.trim() !== '' && amount.trim() === token.quantity.numeric;
  const describedBy = [`${id}-balance`, problem ? `${id}-problem` : undefined, isMax && !token?.address ? `${id}-fee` : undefined].filter(Boolean).join(' ');
  return (
    <div className="latch-send__field">
      <label className="latch-field-label latch-send__label" htmlFor={id}>
        Amount
      </label>
      <div className="latch-send__row">
        <input
          id={id}
          className="latch-input latch-send__input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          placeholder="0.0"
          value={amount}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
        {token && <span className="latch-send__unit">{token.symbol}</span>}
        <button type="button" className="latch-button latch-button--secondary latch-send__max" disabled={!token} onClick={() => token && onChange(token.quantity.numeric)}>
          Max
        </button>
      </div>
      <p id={`${id}-balance`} className="latch-field-hint latch-send__hint">
        {token ? `Balance: ${displayBalance(token)}` : 'Pick a token to see its balance.'}
      </p>
      {isMax && !token?.address && (
        <p id={`${id}-fee`} className="latch-field-hint latch-send__hint">
          The network fee is paid in {token?.symbol} too: keep a little for it.
        </p>
      )}
      {problem && (
        <p id={`${id}-problem`} className="latch-field-error latch-send__problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
