import { localDecimal, type SwapState } from '@latch/core';
import { pickSwapTokens, selectSwapSourceBalance, setSwapAmount, SLIPPAGE_TOLERANCE, switchSwapTokens } from '@latch/core/internal';
import { AmountInput } from '../../components/Field/AmountInput.js';
import { useLatch, useLatchSelector, useTheme } from '../../context/LatchContext.js';
import { localAmount, localBalance } from '../../i18n/localAmount.js';
import { useCoreText, useMessages } from '../../i18n/useMessages.js';
import { swapMessages } from './messages.js';
import { gweiText } from './swapFormat.js';
import { submitSwap, swappedMessage, SwapSubmit } from './SwapSubmit.js';
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
  const t = useMessages(swapMessages);
  const coreText = useCoreText();
  const { locale } = useTheme();
  const balanceHint = sourceToken && held !== undefined && t('swap.balance', { balance: localBalance(held, sourceToken.symbol, locale) });
  const received = swap.toTokenAmount && toToken ? t('swap.about', { amount: localAmount(swap.toTokenAmount, locale), symbol: toToken.symbol }) : '—';

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
        void submitSwap(latch, (receipt) => swappedMessage(receipt, t, locale));
      }}
    >
      <fieldset className="latch-swap__fields" disabled={swap.step !== undefined}>
        <div className="latch-swap__pair">
          <SwapTokenSelect label={t('swap.from')} tokens={tokens} selected={sourceToken} onSelect={(token) => pick('sourceToken', token)} />
          <button type="button" className="latch-icon-button latch-swap__switch" aria-label={t('swap.switchTokens')} disabled={!sourceToken && !toToken} onClick={() => void switchSwapTokens(latch)}>
            <span aria-hidden="true">⇅</span>
          </button>
          <SwapTokenSelect label={t('swap.to')} tokens={tokens} selected={toToken} onSelect={(token) => pick('toToken', token)} />
        </div>
        <AmountInput
          value={swap.sourceTokenAmount}
          onChange={(amount) => void setSwapAmount(latch, amount)}
          unit={sourceToken?.symbol ?? t('swap.pickToken')}
          hints={[balanceHint]}
          problem={swap.error && coreText(swap.error)}
        />
      </fieldset>
      <dl className="latch-swap__summary latch-summary" aria-live="polite">
        <div>
          <dt>{t('swap.youReceive')}</dt>
          <dd>{swap.loadingQuote ? t('swap.gettingQuote') : received}</dd>
        </div>
        <div>
          <dt>{t('swap.gasPrice')}</dt>
          <dd>{swap.gasPrice ? gweiText(swap.gasPrice, locale) : '—'}</dd>
        </div>
        <div>
          <dt>{t('swap.slippage')}</dt>
          <dd>{t('swap.percent', { value: localDecimal(String(SLIPPAGE_TOLERANCE), locale) })}</dd>
        </div>
      </dl>
      <SwapSubmit swap={swap} />
    </form>
  );
}
