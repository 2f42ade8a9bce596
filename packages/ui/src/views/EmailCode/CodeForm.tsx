import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { errorMessage, resendEmailCode, selectRouteEmail } from '@latch/core';
import { useLatch, useLatchSelector } from '../../context/LatchContext.js';

const CODE_LENGTH = 6;

/**
 * A 6-digit code from an email: typed or pasted (blanks and dashes dropped), checked as soon as
 * all six digits are in; a wrong one is said and cleared. "Resend code" sends another one.
 */
export function CodeForm({ intro, label, submit }: { intro: string; label: string; submit(code: string): Promise<unknown> }) {
  const latch = useLatch();
  const email = useLatchSelector(selectRouteEmail);
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  // A wrong code clears the field; focus goes back to it (it was disabled while the code was checked).
  useEffect(() => {
    if (error && !pending) input.current?.focus();
  }, [error, pending]);

  const check = async (value: string) => {
    setPending(true);
    setError(undefined);
    try {
      await submit(value);
    } catch (failure) {
      setError(errorMessage(failure));
      setCode('');
    } finally {
      setPending(false);
    }
  };

  const change = (text: string) => {
    const digits = text.replace(/\D/g, '').slice(0, CODE_LENGTH);
    setCode(digits);
    setError(undefined);
    if (digits.length === CODE_LENGTH && !pending) void check(digits);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length === CODE_LENGTH && !pending) void check(code);
  };

  const resend = async () => {
    setError(undefined);
    setNotice(undefined);
    try {
      await resendEmailCode(latch);
      setNotice('A new code is on its way.');
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <form className="latch-code" onSubmit={onSubmit} noValidate>
      <p className="latch-code__intro">
        {intro} <strong>{email}</strong>
      </p>
      <label htmlFor={inputId} className="latch-field-label">
        {label}
      </label>
      <input
        ref={input}
        id={inputId}
        className="latch-input latch-input--quiet latch-code__input"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={CODE_LENGTH + 6}
        value={code}
        disabled={pending}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => change(event.target.value)}
      />
      {pending && <p className="latch-code__status">Checking…</p>}
      {error && (
        <p id={errorId} className="latch-email__error" role="alert">
          {error}
        </p>
      )}
      <p className="latch-code__resend" aria-live="polite">
        Didn’t get it?{' '}
        <button type="button" className="latch-code__link" onClick={() => void resend()}>
          Resend code
        </button>
        {notice && <span className="latch-code__notice"> {notice}</span>}
      </p>
    </form>
  );
}
