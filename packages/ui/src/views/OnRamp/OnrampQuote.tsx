import { type OnrampState } from '@latch/core';
import { mockedOnrampQuote } from '@latch/core/internal';

type Quote = NonNullable<OnrampState['quote']>;
type Money = Quote['paymentTotal'];

const MOCKED_QUOTE_ID = mockedOnrampQuote('0', '', '').quoteId;
const money = ({ amount, currency }: Money) => `${amount} ${currency}`;

/**
 * The quote for the amount typed, announced politely as it arrives: what the person receives, the
 * fees the provider names, and the total. When the quote call failed, core's stand-in quote is the
 * amount itself, shown as an estimate.
 */
export function OnrampQuote({ onramp, providerLabel }: { onramp: OnrampState; providerLabel?: string }) {
  const { quote, loadingQuote } = onramp;
  const rows: [string, Money][] = quote
    ? [
        ['You receive', quote.purchaseAmount],
        ...(quote.coinbaseFee ? [['Provider fee', quote.coinbaseFee] as [string, Money]] : []),
        ...(quote.networkFee ? [['Network fee', quote.networkFee] as [string, Money]] : []),
        ['You pay', quote.paymentTotal],
      ]
    : [];
  return (
    <div className="latch-onramp__quote" aria-live="polite">
      {loadingQuote && <p className="latch-field-hint">Getting a quote…</p>}
      {!loadingQuote && quote && (
        <>
          <dl className="latch-onramp__summary latch-summary">
            {rows.map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{money(value)}</dd>
              </div>
            ))}
          </dl>
          {quote.quoteId === MOCKED_QUOTE_ID && (
            <p className="latch-field-hint">No quote is available right now: this estimate leaves out fees. {providerLabel ?? 'The provider'} shows the final amount.</p>
          )}
        </>
      )}
    </div>
  );
}
