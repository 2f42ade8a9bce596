import { useId, useState, type FormEvent } from 'react';
import { errorMessage, INVALID_EMAIL, parseEmail, selectActiveAccount, updateEmail } from '@latch/core';
import { useLatch, useLatchSelector } from '../../context/LatchContext.js';

const isEmail = (text: string) => {
  try {
    parseEmail(text);
    return true;
  } catch {
    return false;
  }
};

/**
 * UpdateEmailWallet (SPEC 4): the new address, checked as Connect's email field is; submitting it
 * asks the embedded wallet to start the update, whose codes the next views take in the frame.
 */
export default function UpdateEmailWallet() {
  const latch = useLatch();
  const current = useLatchSelector(selectActiveAccount)?.user?.email ?? '';
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const inputId = useId();
  const errorId = useId();
  const valid = isEmail(email);
  const shown = error ?? (touched && email.trim() !== '' && !valid ? INVALID_EMAIL : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || pending) return;
    setPending(true);
    setError(undefined);
    try {
      await updateEmail(latch, email);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="latch-email latch-update-email" onSubmit={(event) => void submit(event)} noValidate>
      {current && (
        <p className="latch-code__intro">
          Your email is <strong>{current}</strong>. We will send a code to it, then one to the new address.
        </p>
      )}
      <label htmlFor={inputId} className="latch-field-label">
        New email
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
