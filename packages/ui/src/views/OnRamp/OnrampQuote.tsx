import { type OnrampState } from '@latch/core';
import { mockedOnrampQuote } from '@latch/core/internal';
import { useTheme } from '../../context/LatchContext.js';
import { localAmount } from '../../i18n/localAmount.js';
import { useMessages } from '../../i18n/useMessages.js';
import { onrampMessages } from './messages.js';

type Quote = NonNullable<OnrampState['quote']>;
type Money = Quote['paymentTotal'];

const MOCKED_QUOTE_ID = mockedOnrampQuote('0', '', '').quoteId;
const money = ({ amount, currency }: Money, locale: string) => `${localAmount(amount, locale)} ${currency}`;

/**
 * The quote for the amount typed, announced politely as it arrives: what the person receives, the
 * fees the provider names, and the total. When the quote call failed, core's stand-in quote is the
 * amount itself, shown as an estimate.
 */
export function OnrampQuote({ onramp, providerLabel }: { onramp: OnrampState; providerLabel?: string }) {
  const { quote, loadingQuote } = onramp;
  const t = useMessages(onrampMessages);
  const { locale } = useTheme();
  const rows: [string, Money][] = quote
    ? [
        [t('onramp.youReceive'), quote.purchaseAmount],
        ...(quote.coinbaseFee ? [[t('onramp.providerFee'), quote.coinbaseFee] as [string, Money]] : []),
        ...(quote.networkFee ? [[t('onramp.networkFee'), quote.networkFee] as [string, Money]] : []),
        [t('onramp.youPay'), quote.paymentTotal],
      ]
    : [];
  return (
    <div className="latch-onramp__quote" aria-live="polite">
      {loadingQuote && <p className="latch-field-hint">{t('onramp.gettingQuote')}</p>}
      {!loadingQuote && quote && (
        <>
          <dl className="latch-onramp__summary latch-summary">
            {rows.map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{money(value, locale)}</dd>
              </div>
            ))}
          </dl>
          {quote.quoteId === MOCKED_QUOTE_ID && (
            <p className="latch-field-hint">{t('onramp.estimate', { provider: providerLabel ?? t('onramp.theProvider') })}</p>
          )}
        </>
      )}
    </div>
  );
}
