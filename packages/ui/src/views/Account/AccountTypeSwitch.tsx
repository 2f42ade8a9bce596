import { displayMessage, selectActiveNamespaceRules, selectIsAuthConnector, selectModalLoading, selectPreferredAccountType, setPreferredAccountType } from '@latch/core/internal';
import { useState } from 'react';
import type { Message } from '@latch/core';
import { useLatch, useLatchSelector } from '../../context/LatchContext.js';
import { ACCOUNT_TYPE_NAMES } from './accountTypeNames.js';
import { useCoreText, useMessages } from '../../i18n/useMessages.js';
import { accountMessages } from './messages.js';

/** Said when a smart account was asked for on a network without smart account contracts (SPEC 3's enabled networks). */
export const NO_SMART_ACCOUNT_HERE = accountMessages['account.noSmartAccountHere'];

/**
 * The embedded wallet's account switches between its smart account and its EOA (SPEC 4, 6), where
 * the namespace has smart accounts: the modal is loading meanwhile, and the button says so. A network
 * without smart account contracts stays EOA, and the person is told.
 */
export function AccountTypeSwitch() {
  const latch = useLatch();
  const isAuth = useLatchSelector(selectIsAuthConnector);
  const rules = useLatchSelector(selectActiveNamespaceRules);
  const current = useLatchSelector(selectPreferredAccountType);
  const loading = useLatchSelector(selectModalLoading);
  const [error, setError] = useState<Message>();
  const [note, setNote] = useState<string>();
  const t = useMessages(accountMessages);
  const coreText = useCoreText();
  if (!isAuth || rules?.accountType !== 'smartAccount' || (current !== 'eoa' && current !== 'smartAccount')) return null;
  const target = current === 'smartAccount' ? 'eoa' : 'smartAccount';
  const switchType = async () => {
    setError(undefined);
    setNote(undefined);
    try {
      await setPreferredAccountType(latch, target);
      if (target === 'smartAccount' && selectPreferredAccountType(latch.getState()) !== 'smartAccount') setNote(t('account.noSmartAccountHere'));
    } catch (caught) {
      setError(displayMessage(caught));
    }
  };
  return (
    <p className="latch-account__email">
      <button type="button" className="latch-account__choose-name" disabled={loading} aria-busy={loading || undefined} onClick={() => void switchType()}>
        {loading ? t('account.switching') : t('account.switchTo', { type: ACCOUNT_TYPE_NAMES[target]! })}
      </button>
      {error && <span role="alert">{coreText(error)}</span>}
      {note && <span role="status">{note}</span>}
    </p>
  );
}
