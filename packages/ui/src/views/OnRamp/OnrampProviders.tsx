import { useId } from 'react';
import type { OnrampProvider } from '@latch/core';
import { useMessages } from '../../i18n/useMessages.js';
import { onrampMessages } from './messages.js';

/**
 * The providers core offers for the namespace, as a radio group: Tab reaches it, the arrow keys
 * pick. Each option reads as its name and fee range.
 */
export function OnrampProviders({ providers, selected, onSelect }: { providers: readonly OnrampProvider[]; selected?: string; onSelect(name: OnrampProvider['name']): void }) {
  const group = useId();
  const t = useMessages(onrampMessages);
  return (
    <fieldset className="latch-onramp__providers">
      <legend className="latch-field-label">{t('onramp.provider')}</legend>
      {providers.map((provider) => (
        <label key={provider.name} className="latch-option latch-onramp__provider">
          <input
            type="radio"
            className="latch-option__radio"
            name={group}
            value={provider.name}
            checked={provider.name === selected}
            onChange={() => onSelect(provider.name)}
          />
          <span className="latch-onramp__provider-name">{provider.label}</span>{' '}
          <span className="latch-onramp__muted">{t('onramp.fees', { range: provider.feeRange })}</span>
        </label>
      ))}
    </fieldset>
  );
}
