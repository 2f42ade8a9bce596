import { useEffect, useId, useState, type FormEvent } from 'react';
import { errorMessage, INVALID_EMAIL } from '@latch/core';
import { useLatch } from '../../context/LatchContext.js';
import type * as EmailActionsModule from './emailActions.js';

type EmailActions = typeof EmailActionsModule;

const isEmail = (actions: EmailActions | undefined, text: string) => {
  if (!actions) return false;
  try {
    actions.parseEmail(text);
    return true;
  } catch {
    return false;
  }
};

/** Connect's email field: submit is on for a valid address; a bad one says "Invalid email" once the person leaves the field. */
export function EmailLogin() {
  const latch = useLatch();
  const [actions, setActions] = useState<EmailActions>();
  useEffect(() => {
    let live = true;
    void import('./emailActions.js').then((loaded) => live && setActions(loaded));
    return () => {
      live = false;
    };
  }, []);
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const inputId = useId();
  const errorId = useId();
  const valid = isEmail(actions, email);
  const shown = error ?? (touched && email.trim() !== '' && !valid ? INVALID_EMAIL : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!actions || !valid || pending) return;
    setPending(true);
    setError(undefined);
    try {
      await actions.connectEmail(latch, email);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="latch-email" onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={inputId} className="latch-field-label">
        Email
      </label>
      <div className="latch-email__row">
        <input
          id={inputId}
          className="latch-input latch-input--quiet"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
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
          {pending ? 'Sending…' : 'Continue'}
        </button>
      </div>
      {shown && (
        <p id={errorId} className="latch-email__error" role="alert">
          {shown}
        </p>
      )}
    </form>
  );
}
