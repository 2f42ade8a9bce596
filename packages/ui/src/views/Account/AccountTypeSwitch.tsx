import { selectActiveNamespace } from '@latch/core';
import { DEFAULT_ACCOUNT_TYPES, displayMessage, selectIsAuthConnector, selectModalLoading, selectPreferredAccountType, setPreferredAccountType } from '@latch/core/internal';
import { useState } from 'react';
import { useLatch, useLatchSelector } from '../../context/LatchContext.js';
import { ACCOUNT_TYPE_NAMES } from './accountTypeNames.js';

/**
 * The embedded wallet's account switches between its smart account and its EOA (SPEC 4, 6), where
 * the namespace has smart accounts: the modal is loading meanwhile, and the button says so.
 */
export function AccountTypeSwitch() {
  const latch = useLatch();
  const isAuth = useLatchSelector(selectIsAuthConnector);
  const namespace = useLatchSelector(selectActiveNamespace);
  const current = useLatchSelector(selectPreferredAccountType);
  const loading = useLatchSelector(selectModalLoading);
  const [error, setError] = useState<string>();
  if (!isAuth || DEFAULT_ACCOUNT_TYPES[namespace] !== 'smartAccount' || (current !== 'eoa' && current !== 'smartAccount')) return null;
  const target = current === 'smartAccount' ? 'eoa' : 'smartAccount';
  const switchType = async () => {
    setError(undefined);
    try {
      await setPreferredAccountType(latch, target);
    } catch (caught) {
      setError(displayMessage(caught));
    }
  };
  return (
    <p className="latch-account__email">
      <button type="button" className="latch-account__choose-name" disabled={loading} aria-busy={loading || undefined} onClick={() => void switchType()}>
        {loading ? 'Switching account…' : `Switch to ${ACCOUNT_TYPE_NAMES[target]}`}
      </button>
      {error && <span role="alert">{error}</span>}
    </p>
  );
}
