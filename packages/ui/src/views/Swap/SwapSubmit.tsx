import { messageOf, shortenAddress, swap, type Latch, type SwapReceipt, type SwapState } from '@latch/core';
import { showSnack } from '@latch/core/internal';
import { localAmount } from '../../i18n/localAmount.js';
import { useMessages, type MessageValues } from '../../i18n/useMessages.js';
import { swapMessages } from './messages.js';
import { roughAmount } from './swapFormat.js';

type SwapText = (id: keyof typeof swapMessages, values?: MessageValues) => string;

/** What the swap sold and, cut to 6 decimals, what the quote gave, in the locale. */
export const swappedMessage = ({ sold, bought, hash }: SwapReceipt, t: SwapText, locale: string) =>
  t('swap.swapped', {
    sold: localAmount(sold.amount, locale),
    soldSymbol: sold.symbol,
    bought: localAmount(roughAmount(bought.amount), locale),
    boughtSymbol: bought.symbol,
    hash: shortenAddress(hash),
  });

/** Sends the swap through core and tells the outcome in a snack; core moves to Account on success and keeps the form on failure. */
export async function submitSwap(latch: Latch, told: (receipt: SwapReceipt) => string): Promise<void> {
  try {
    showSnack(latch, { text: told(await swap(latch)) }, 'success');
  } catch (error) {
    showSnack(latch, messageOf(error), 'error');
  }
}

const BUTTON_TEXT = { preparing: 'swap.preparing', approving: 'swap.approving', swapping: 'swap.swapping' } as const;
const STEP_HINT = { approving: 'swap.approveHint', swapping: 'swap.swapHint' } as const;

/** Swap, enabled once the pair has a quote; while it is being sent, which step the wallet is asking for. */
export function SwapSubmit({ swap: { sourceToken, toToken, toTokenAmount, error, loadingQuote, step } }: { swap: SwapState }) {
  const t = useMessages(swapMessages);
  const ready = Boolean(sourceToken && toToken && toTokenAmount && !error && !loadingQuote);
  const symbol = sourceToken?.symbol ?? '';
  const hint = step && step !== 'preparing' ? STEP_HINT[step] : undefined;
  return (
    <>
      <button type="submit" className="latch-button latch-swap__submit" disabled={!ready || step !== undefined} aria-busy={step ? true : undefined}>
        {step ? t(BUTTON_TEXT[step], { symbol }) : t('swap.swap')}
      </button>
      <p className="latch-field-hint latch-swap__step" role="status">
        {hint ? t(hint, { symbol }) : ''}
      </p>
    </>
  );
}
