import { useState } from 'react';
import { cancelSignIn, selectSiwx, signIn } from '@latch/core';
import { selectDappName } from '@latch/core/internal';
import { useLatch, useLatchSelector } from '../../context/LatchContext.js';

/** Sign-in with a signature (SPEC 4): sign, or cancel (which disconnects when sign-in is required). */
export default function SIWXSignMessage() {
  const latch = useLatch();
  const { error, required } = useLatchSelector(selectSiwx);
  const dappName = useLatchSelector(selectDappName) ?? 'This app';
  const [pending, setPending] = useState<'sign' | 'cancel'>();

  const run = (which: 'sign' | 'cancel', action: () => Promise<void>) => async () => {
    setPending(which);
    try {
      await action();
    } finally {
      setPending(undefined);
    }
  };

  return (
    <div className="latch-siwx">
      <p className="latch-siwx__lead">{dappName} needs to connect to your wallet</p>
      <p className="latch-siwx__hint">
        Sign this message to prove you own this wallet and proceed.{required ? ' Cancelling will disconnect you.' : ''}
      </p>
      {error && (
        <p className="latch-siwx__error" role="alert">
          {error}
        </p>
      )}
      <div className="latch-siwx__actions">
        <button type="button" className="latch-button latch-button--secondary" disabled={pending !== undefined} onClick={run('cancel', () => cancelSignIn(latch))}>
          {pending === 'cancel' ? 'Cancelling…' : 'Cancel'}
        </button>
        <button type="button" className="latch-button" disabled={pending !== undefined} aria-busy={pending === 'sign' || undefined} onClick={run('sign', () => signIn(latch))}>
          {pending === 'sign' ? 'Signing…' : 'Sign'}
        </button>
      </div>
    </div>
  );
}
