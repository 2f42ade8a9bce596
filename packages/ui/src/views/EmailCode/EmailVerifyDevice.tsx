import { verifyEmailDevice } from '@latch/core';
import { useLatch } from '../../context/LatchContext.js';
import { CodeForm } from './CodeForm.js';

/** A new device: the person approves it with the code from the email, then gets the login code. */
export default function EmailVerifyDevice() {
  const latch = useLatch();
  return (
    <CodeForm
      intro="This device is new. To approve it, enter the device code we emailed to"
      label="Device code"
      submit={(code) => verifyEmailDevice(latch, code)}
    />
  );
}
