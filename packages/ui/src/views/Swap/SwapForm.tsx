import { type SwapState } from '@latch/core';
import { floorBalance, pickSwapTokens, selectSwapSourceBalance, setSwapAmount, SLIPPAGE_TOLERANCE, switchSwapTokens, TOKEN_BALANCE_DISPLAY_DECIMALS } from '@latch/core/internal';
import { AmountInput } from '../../components/Field/AmountInput.js';
import { useLatch, useLatchSelector } from '../../context/LatchContext.js';
import { gweiText } from './swapFormat.js';
import { submitSwap, SwapSubmit } from './SwapSubmit.js';
import { SwapTokenSelect, type SwapToken } from './SwapTokenSelect.js';

/**
 * The swap form over core's swap state: the pair (picking the other side's token switches them),
 * the amount to sell, the quote, the gas price and the slippage tolerance (SPEC 9). Swap sends it
 * through core (an approval first when needed); success and failure are told by a snack.
 */
export function SwapForm({ swap }: { swap: SwapState }) {
  const latch = useLatch();
  const { tokens, sourceToken, toToken } = swap;
  const held = useLatchSelector(selectSwapSourceBalance);
  const balanceHint = sourceToken && held !== undefined && `Balance: ${floorBalance(held, TOKEN_BALANCE_DISPLAY_DECIMALS)} ${sourceToken.symbol}`;

  const pick = (side: 'sourceToken' | 'toToken', token: SwapToken) => {
    const other = side === 'sourceToken' ? toToken : sourceToken;
    if (other?.address === token.address) return void switchSwapTokens(latch);
    void pickSwapTokens(latch, { sourceToken, toToken, [side]: token });
  };

  return (
    <form
      className="latch-swap"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submitSwap(latch);
      }}
    >
      <fieldset className="latch-swap__fields" disabled={swap.step !== undefined}>
        <div className="latch-swap__pair">
          <SwapTokenSelect label="From" tokens={tokens} selected={sourceToken} onSelect={(token) => pick('sourceToken', token)} />
          <button type="button" className="latch-icon-button latch-swap__switch" aria-label="Switch tokens" disabled={!sourceToken && !toToken} onClick={() => void switchSwapTokens(latch)}>
            <span aria-hidden="true">⇄</span>
          </button>
          <SwapTokenSelect label="To" tokens={tokens} selected={toToken} onSelect={(token) => pick('toToken', token)} />
        </div>
        <AmountInput
          value={swap.sourceTokenAmount}
          onChange={(amount) => void setSwapAmount(latch, amount)}
          unit={sourceToken?.symbol ?? 'Pick a token'}
          hints={[balanceHint]}
          problem={swap.error}
        />
      </fieldset>
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
      <SwapSubmit swap={swap} />
    </form>
  );
}
