import { selectActiveAccount } from '@latch/core';
import { resetView } from '@latch/core/internal';
import { useLatch, useLatchSelector } from '../../context/LatchContext.js';

/** RegisterAccountNameSuccess (SPEC 2): the name is the account's profile name now. */
export default function RegisterAccountNameSuccess() {
  const latch = useLatch();
  const name = useLatchSelector(selectActiveAccount)?.profileName;
  return (
    <div className="latch-register-name latch-register-name--done">
      <p className="latch-register-name__done" role="status">
        {name ? `${name} is yours.` : 'Your name is registered.'}
      </p>
      <p className="latch-field-hint">People can send to it in place of your address.</p>
      <button type="button" className="latch-button" onClick={() => resetView(latch, 'Account')}>
        Back to account
      </button>
    </div>
  );
}
