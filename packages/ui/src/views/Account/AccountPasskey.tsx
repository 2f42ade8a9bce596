import { pushView } from '@latch/core';
import { selectIsAuthConnector } from '@latch/core/internal';
import { useLatch, useLatchSelector } from '../../context/LatchContext.js';

/** The Account's "Add a passkey", when connected through the embedded wallet (issue 17, point 6). */
export function AccountPasskey() {
  const latch = useLatch();
  if (!useLatchSelector(selectIsAuthConnector)) return null;
  return (
    <button type="button" className="latch-button latch-button--secondary latch-account__passkey" onClick={() => pushView(latch, 'AddPasskey')}>
      Add a passkey
    </button>
  );
}
