import { useState, type FormEvent } from 'react';
import { createOnrampUrl, messageOf, selectActiveAccount, type Message, type OnrampState } from '@latch/core';
import { invalidAmount, onrampNeedsAccount, onrampNotAvailable, chooseOnrampCurrencies, chooseOnrampProvider, setOnrampAmount } from '@latch/core/internal';
import { useLatch, useLatchSelector } from '../../context/LatchContext.js';
import { CurrencySelect, OnrampAmount } from './OnrampAmount.js';
import { OnrampProviders } from './OnrampProviders.js';
import { OnrampQuote } from './OnrampQuote.js';
import { openInNewTab } from './openInNewTab.js';
import { useOnramp } from './useOnramp.js';
import { useCoreText, useMessages } from '../../i18n/useMessages.js';
import { Skeleton } from '../../components/Skeleton/Skeleton.js';
import { onrampMessages } from './messages.js';

function OnrampUnavailable({ message, hint }: { message: Message; hint?: Message }) {
  const coreText = useCoreText();
  return (
    <div className="latch-onramp__state">
      <p className="latch-onramp__state-title">{coreText(message)}</p>
      {hint && <p className="latch-field-hint">{coreText(hint)}</p>}
    </div>
  );
}

/** The form over core's onramp state: provider, currencies, amount and quote; Continue opens the provider's page. */
function OnrampForm({ onramp }: { onramp: OnrampState }) {
  const latch = useLatch();
  const t = useMessages(onrampMessages);
  const coreText = useCoreText();
  const [problem, setProblem] = useState<Message>();
  const [opening, setOpening] = useState(false);
  const [opened, setOpened] = useState<string>();
  const provider = onramp.providers.find((p) => p.name === onramp.selectedProvider);
  const changed = () => {
    setProblem(undefined);
    setOpened(undefined);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    changed();
    // An amount core refused already says why beside the field.
    if (onramp.error) return;
    if (!onramp.quote) return setProblem(invalidAmount);
    setOpening(true);
    try {
      openInNewTab(latch, await createOnrampUrl(latch));
      setOpened(provider?.label);
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setOpening(false);
    }
  };

  return (
    <form className="latch-onramp" noValidate onSubmit={onSubmit}>
      <OnrampProviders
        providers={onramp.providers}
        selected={onramp.selectedProvider}
        onSelect={(name) => {
          changed();
          chooseOnrampProvider(latch, name);
        }}
      />
      <div className="latch-onramp__currencies">
        <CurrencySelect
          label={t('onramp.youBuy')}
          currencies={onramp.purchaseCurrencies}
          selected={onramp.purchaseCurrency}
          onSelect={(purchaseCurrency) => {
            changed();
            void chooseOnrampCurrencies(latch, { purchaseCurrency });
          }}
        />
        <CurrencySelect
          label={t('onramp.youPayWith')}
          currencies={onramp.paymentCurrencies}
          selected={onramp.paymentCurrency}
          onSelect={(paymentCurrency) => {
            changed();
            void chooseOnrampCurrencies(latch, { paymentCurrency });
          }}
        />
      </div>
      <OnrampAmount
        amount={onramp.paymentAmount ?? ''}
        currency={onramp.paymentCurrency}
        error={onramp.error}
        onChange={(amount) => {
          changed();
          void setOnrampAmount(latch, amount);
        }}
      />
      <OnrampQuote onramp={onramp} providerLabel={provider?.label} />
      {problem && (
        <p className="latch-field-error" role="alert">
          {coreText(problem)}
        </p>
      )}
      <button type="submit" className="latch-button latch-onramp__submit" disabled={!provider || opening || onramp.loadingQuote}>
        {provider ? t('onramp.continueTo', { provider: provider.label }) : t('onramp.chooseProvider')}
      </button>
      {opened && (
        <p className="latch-field-hint" role="status">
          {t('onramp.opened', { provider: opened })}
        </p>
      )}
    </form>
  );
}

/** Buy crypto through an onramp (SPEC 3, 8, 9): loading, the reasons core gives when it is not offered, then the form. */
export default function OnRamp() {
  const account = useLatchSelector(selectActiveAccount);
  const load = useOnramp();
  const t = useMessages(onrampMessages);
  if (!account?.address) return <OnrampUnavailable message={onrampNeedsAccount} />;
  if (load.status === 'failed') return <OnrampUnavailable message={onrampNotAvailable} hint={load.message} />;
  if (load.status === 'loading') return <Skeleton label={t('onramp.loading')} rows={3} />;
  if (load.onramp.providers.length === 0) return <OnrampUnavailable message={onrampNotAvailable} />;
  return <OnrampForm onramp={load.onramp} />;
}
