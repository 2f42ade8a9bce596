import { useId, useState, type FormEvent } from 'react';
import { messageOf, registerName, type Message } from '@latch/core';
import { invalidAccountName, isValidAccountName, NAME_ZONE } from '@latch/core/internal';
import { useLatch } from '../../context/LatchContext.js';
import { useNameSuggestions, type Suggestions } from './useNameSuggestions.js';
import { useCoreText, useMessages } from '../../i18n/useMessages.js';
import { registerNameMessages } from './messages.js';

const labelOf = (name: string) => name.slice(0, -(NAME_ZONE.length + 1));

/** Whether the exact name is free, as the services said for what is typed now. */
function availability(label: string, suggestions: Suggestions): { free: boolean; name: string } | undefined {
  if (suggestions.status !== 'ready' || suggestions.label !== label) return undefined;
  const full = `${label}.${NAME_ZONE}`;
  const taken = suggestions.names.find((s) => s.name.toLowerCase() === full.toLowerCase())?.registered ?? true;
  return { free: !taken, name: full };
}

/**
 * RegisterAccountName (SPEC 2, 4, 5): the person types a name (letters, digits or hyphens, at least 4),
 * sees whether it is free and names like it, and registers it by signing a message with the wallet.
 * A failure stays here with what was typed, its reason shown (SPEC 8).
 */
export default function RegisterAccountName() {
  const latch = useLatch();
  const t = useMessages(registerNameMessages);
  const coreText = useCoreText();
  const [typed, setTyped] = useState('');
  const [failure, setFailure] = useState<Message>();
  const [pending, setPending] = useState(false);
  const hintId = useId();
  const label = typed.trim();
  const valid = isValidAccountName(label);
  const suggestions = useNameSuggestions(label, valid);
  const available = availability(label, suggestions);
  const others = suggestions.status === 'ready' ? suggestions.names.filter((s) => !s.registered && labelOf(s.name).toLowerCase() !== label.toLowerCase()) : [];
  const availableText = available && t(available.free ? 'registerName.available' : 'registerName.taken', { name: available.name });
  const hint = label && !valid ? coreText(invalidAccountName) : suggestions.status === 'loading' ? t('registerName.checking') : suggestions.status === 'failed' ? coreText(suggestions.message) : availableText;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!available?.free || pending) return;
    setPending(true);
    setFailure(undefined);
    try {
      // On success core moves on to RegisterAccountNameSuccess.
      await registerName(latch, label);
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="latch-register-name" noValidate onSubmit={(event) => void onSubmit(event)}>
      <label className="latch-field-label" htmlFor={`${hintId}-name`}>
        {t('registerName.label')}
      </label>
      <div className="latch-register-name__field">
        <input
          id={`${hintId}-name`}
          className="latch-input"
          value={typed}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={hint ? hintId : undefined}
          aria-invalid={(label !== '' && !valid) || available?.free === false || undefined}
          onChange={(event) => {
            setTyped(event.target.value);
            setFailure(undefined);
          }}
        />
        <span className="latch-register-name__zone">.{NAME_ZONE}</span>
      </div>
      {hint && (
        <p id={hintId} className={available?.free ? 'latch-field-hint' : 'latch-field-error'} aria-live="polite">
          {hint}
        </p>
      )}
      {others.length > 0 && (
        <ul className="latch-register-name__suggestions" aria-label={t('registerName.suggestions')}>
          {others.map((suggestion) => (
            <li key={suggestion.name}>
              <button type="button" className="latch-button latch-button--secondary" onClick={() => setTyped(labelOf(suggestion.name))}>
                {suggestion.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      {failure && (
        <p className="latch-field-error" role="alert">
          {coreText(failure)}
        </p>
      )}
      <button type="submit" className="latch-button latch-register-name__submit" disabled={!available?.free || pending} aria-busy={pending || undefined}>
        {pending ? t('registerName.waiting') : t('registerName.register')}
      </button>
    </form>
  );
}
