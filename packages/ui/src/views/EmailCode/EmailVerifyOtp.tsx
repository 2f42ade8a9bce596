import { verifyEmailOtp } from '@latch/core';
import { useLatch } from '../../context/LatchContext.js';
import { CodeForm } from './CodeForm.js';

/** The one-time code of the email login (SPEC 4); a right one connects the embedded wallet. */
export default function EmailVerifyOtp() {
  const latch = useLatch();
  return <CodeForm intro="Enter the 6-digit code we emailed to" label="Code" submit={(code) => verifyEmailOtp(latch, code)} />;
}
