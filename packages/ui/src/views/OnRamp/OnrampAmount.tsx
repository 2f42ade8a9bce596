import type { Message, OnrampState } from '@latch/core';
import { AmountInput } from '../../components/Field/AmountInput.js';
import { SelectField } from '../../components/Field/SelectField.js';
import { useTheme } from '../../context/LatchContext.js';
import { localAmount } from '../../i18n/localAmount.js';
import { useCoreText, useMessages, type MessageValues } from '../../i18n/useMessages.js';
import { onrampMessages } from './messages.js';

export type OnrampCurrency = OnrampState['paymentCurrencies'][number];

/** The payment methods' range of a currency in the locale, for the hint under the amount; core checks the amount against the same limits. */
export function limitsHint(currency: OnrampCurrency | undefined, t: (id: 'onramp.limits', values: MessageValues) => string, locale: string): string | undefined {
  const limits = currency?.payment_method_limits ?? [];
  if (!currency || limits.length === 0) return undefined;
  const min = limits.reduce((a, b) => (Number(b.min) < Number(a.min) ? b : a)).min;
  const max = limits.reduce((a, b) => (Number(b.max) > Number(a.max) ? b : a)).max;
  return t('onramp.limits', { min: localAmount(min, locale), max: localAmount(max, locale), currency: currency.id });
}

/** A currency from the onramp's options; each reads as its code, its name as the tooltip. */
export function CurrencySelect({ label, currencies, selected, onSelect }: { label: string; currencies: readonly OnrampCurrency[]; selected?: OnrampCurrency; onSelect(currency: OnrampCurrency): void }) {
  const t = useMessages(onrampMessages);
  return (
    <SelectField
      label={label}
      items={currencies}
      selected={selected}
      placeholder={t('onramp.chooseCurrency')}
      keyOf={(currency) => currency.id}
      textOf={(currency) => currency.symbol}
      titleOf={(currency) => currency.name}
      onSelect={onSelect}
    />
  );
}

/** What the person pays, in the payment currency, with its limits beneath and core's message when it is outside them. */
export function OnrampAmount({ amount, currency, error, onChange }: { amount: string; currency?: OnrampCurrency; error?: Message; onChange(amount: string): void }) {
  const t = useMessages(onrampMessages);
  const coreText = useCoreText();
  const { locale } = useTheme();
  return <AmountInput value={amount} onChange={onChange} unit={currency?.id} hints={[limitsHint(currency, t, locale)]} problem={error && coreText(error)} placeholder="0.00" />;
}
