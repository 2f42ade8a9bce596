import { errorMessage, shortenAddress, swap, type Latch, type SwapReceipt, type SwapState } from '@latch/core';
import { showSnack } from '@latch/core/internal';
import { roughAmount } from './swapFormat.js';

export const swappedMessage = ({ sold, bought, hash }: SwapReceipt) =>
  `Swapped ${sold.amount} ${sold.symbol} for about ${roughAmount(bought.amount)} ${bought.symbol}. Transaction ${shortenAddress(hash)}`;

/** Sends the swap through core and tells the outcome in a snack; core moves to Account on success and keeps the form on failure. */
export async function submitSwap(latch: Latch): Promise<void> {
  try {
    showSnack(latch, swappedMessage(await swap(latch)), 'success');
  } catch (error) {
    showSnack(latch, errorMessage(error), 'error');
  }
}

const BUTTON_TEXT = { preparing: () => 'Preparing swap…', approving: (symbol: string) => `Approving ${symbol}…`, swapping: () => 'Swapping…' } as const;
const STEP_HINT = {
  preparing: () => '',
  approving: (symbol: string) => `Confirm in your wallet that the swap may spend this ${symbol}. The swap itself comes next.`,
  swapping: () => 'Confirm the swap in your wallet.',
} as const;

/** Swap, enabled once the pair has a quote; while it is being sent, which step the wallet is asking for. */
export function SwapSubmit({ swap: { sourceToken, toToken, toTokenAmount, error, loadingQuote, step } }: { swap: SwapState }) {
  const ready = Boolean(sourceToken && toToken && toTokenAmount && !error && !loadingQuote);
  const symbol = sourceToken?.symbol ?? '';
  return (
    <>
      <button type="submit" className="latch-button latch-swap__submit" disabled={!ready || step !== undefined} aria-busy={step ? true : undefined}>
        {step ? BUTTON_TEXT[step](symbol) : 'Swap'}
      </button>
      <p className="latch-field-hint latch-swap__step" role="status">
        {step ? STEP_HINT[step](symbol) : ''}
      </p>
    </>
  );
}
