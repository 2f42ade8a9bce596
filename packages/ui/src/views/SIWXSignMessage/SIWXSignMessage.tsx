import { useState } from 'react';
import { cancelSignIn, selectSiwx, signIn } from '@latch/core';
import { selectDappName } from '@latch/core/internal';
import { useLatch, useLatchSelector } from '../../context/LatchContext.js';
import { useCoreText, useMessages } from '../../i18n/useMessages.js';
import { siwxMessages } from './messages.js';

/** Sign-in with a signature (SPEC 4): sign, or cancel (which disconnects when sign-in is required). */
export default function SIWXSignMessage() {
  const latch = useLatch();
  const t = useMessages(siwxMessages);
  const coreText = useCoreText();
  const { error, required } = useLatchSelector(selectSiwx);
  const dappName = useLatchSelector(selectDappName) ?? t('siwx.thisApp');
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
      <p className="latch-siwx__lead">{t('siwx.lead', { app: dappName })}</p>
      <p className="latch-lead">
        {t(required ? 'siwx.hintRequired' : 'siwx.hint')}
      </p>
      {error && (
        <p className="latch-error" role="alert">
          {coreText(error)}
        </p>
      )}
      <div className="latch-siwx__actions">
        <button type="button" className="latch-button latch-button--secondary" disabled={pending !== undefined} onClick={run('cancel', () => cancelSignIn(latch))}>
          {pending === 'cancel' ? t('siwx.cancelling') : t('siwx.cancel')}
        </button>
        <button type="button" className="latch-button" disabled={pending !== undefined} aria-busy={pending === 'sign' || undefined} onClick={run('sign', () => signIn(latch))}>
          {pending === 'sign' ? t('siwx.signing') : t('siwx.sign')}
        </button>
      </div>
    </div>
  );
}
