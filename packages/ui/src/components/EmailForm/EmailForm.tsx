import { useId, useState, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import { messageOf, type Message } from '@latch/core';
import { invalidEmail } from '@latch/core/internal';
import { useCoreText, useMessages } from '../../i18n/useMessages.js';

/** The placeholder's length in characters, set on the field: its stylesheet keeps room for the whole placeholder in the locale's words. */
export const PLACEHOLDER_LENGTH_PROPERTY = '--latch-placeholder-length';

/** EmailForm's English, in its own module's file: a messages.ts beside it would be a chunk of its own on Connect's first paint. */
export const emailFormMessages = {
  'email.placeholder': 'you@example.com',
  'email.sending': 'Sending…',
  'email.continue': 'Continue',
} as const;

export interface EmailFormProps {
  label: string;
  /** Whether the text is a valid address (core's emailSchema); false while the rule is not loaded. */
  isValid(text: string): boolean;
  /** Sends the address; a rejection is shown under the field in its words. */
  submit(email: string): Promise<unknown>;
  className?: string;
  /** Shown above the field. */
  children?: ReactNode;
}

/** An email field and Continue: on for a valid address; a bad one says "Invalid email" once the person leaves the field. */
export function EmailForm({ label, isValid, submit, className = 'latch-email', children }: EmailFormProps) {
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<Message>();
  const inputId = useId();
  const errorId = useId();
  const t = useMessages(emailFormMessages);
  const coreText = useCoreText();
  const valid = isValid(email);
  const shown = error ?? (touched && email.trim() !== '' && !valid ? invalidEmail : undefined);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || pending) return;
    setPending(true);
    setError(undefined);
    try {
      await submit(email);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setPending(false);
    }
  };

  const placeholder = t('email.placeholder');
  return (
    <form className={className} onSubmit={(event) => void send(event)} noValidate>
      {children}
      <label htmlFor={inputId} className="latch-field-label">
        {label}
      </label>
      <div className="latch-email__row">
        <input
          id={inputId}
          className="latch-input latch-input--quiet"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={placeholder}
          style={{ [PLACEHOLDER_LENGTH_PROPERTY]: placeholder.length } as CSSProperties}
          value={email}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? errorId : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(undefined);
          }}
          onBlur={() => setTouched(true)}
        />
        <button type="submit" className="latch-button" disabled={!valid || pending} aria-busy={pending || undefined}>
          {pending ? t('email.sending') : t('email.continue')}
        </button>
      </div>
      {shown && (
        <p id={errorId} className="latch-error latch-email__error" role="alert">
          {coreText(shown)}
        </p>
      )}
    </form>
  );
}
