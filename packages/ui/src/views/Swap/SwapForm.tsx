import { useId } from 'react';
import { pickSwapTokens, setSwapAmount, SLIPPAGE_TOLERANCE, switchSwapTokens, type SwapState } from '@latch/core';
import { AmountInput } from '../../components/Field/AmountInput.js';
import { useLatch } from '../../context/LatchContext.js';
import { gweiText } from './swapFormat.js';
import { SwapTokenSelect, type SwapToken } from './SwapTokenSelect.js';

/** Said under the disabled Swap button: the adapters have no method to send the swap's transaction yet. */
export const SWAP_NOT_SENDABLE = 'Swaps cannot be sent from this wallet yet.';

/**
 * The swap form over core's swap state: the pair (picking the other side's token switches them),
 * the amount to sell, the quote, the gas price and the slippage tolerance (SPEC 9). The Swap
 * button stays disabled: see SWAP_NOT_SENDABLE.
 */
export function SwapForm({ swap }: { swap: SwapState }) {
  const latch = useLatch();
  const id = useId();
  const { tokens, sourceToken, toToken } = swap;

  const pick = (side: 'sourceToken' | 'toToken', token: SwapToken) => {
    const other = side === 'sourceToken' ? toToken : sourceToken;
    if (other?.address === token.address) return void switchSwapTokens(latch);
    void pickSwapTokens(latch, { sourceToken, toToken, [side]: token });
  };

  return (
    <form className="latch-swap" noValidate onSubmit={(event) => event.preventDefault()}>
      <div className="latch-swap__pair">
        <SwapTokenSelect label="From" tokens={tokens} selected={sourceToken} onSelect={(token) => pick('sourceToken', token)} />
        <button type="button" className="latch-icon-button latch-swap__switch" aria-label="Switch tokens" disabled={!sourceToken && !toToken} onClick={() => void switchSwapTokens(latch)}>
          <span aria-hidden="true">⇄</span>
        </button>
        <SwapTokenSelect label="To" tokens={tokens} selected={toToken} onSelect={(token) => pick('toToken', token)} />
      </div>
      <AmountInput value={swap.sourceTokenAmount} onChange={(amount) => void setSwapAmount(latch, amount)} unit={sourceToken?.symbol ?? 'Pick a token'} problem={swap.error} />
      <dl className="latch-swap__summary latch-summary" aria-live="polite">
        <div>
          <dt>You receive</dt>
          <dd>{swap.loadingQuote ? 'Getting a quote…' : swap.toTokenAmount && toToken ? `≈ ${swap.toTokenAmount} ${toToken.symbol}` : '—'}</dd>
        </div>
        <div>
          <dt>Gas price</dt>
          <dd>{swap.gasPrice ? gweiText(swap.gasPrice) : '—'}</dd>
        </div>
        <div>
          <dt>Slippage tolerance</dt>
          <dd>{SLIPPAGE_TOLERANCE} %</dd>
        </div>
      </dl>
      <button type="submit" className="latch-button latch-swap__submit" disabled aria-describedby={`${id}-not-sendable`}>
        Swap
      </button>
      <p id={`${id}-not-sendable`} className="latch-field-hint">
        {SWAP_NOT_SENDABLE}
      </p>
    </form>
  );
}
