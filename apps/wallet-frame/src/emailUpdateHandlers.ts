// The email update's requests (SPEC 4): the app names the new address; each code is typed into the
// frame's own code screen, titled for the address it went to, and the app hears only the outcome.
import type { RequestHandlers } from '@latch/frame/host';
import type { CodePrompt } from './codes/codeScreen.js';
import type { EmailUpdate, UpdateStep } from './session/emailUpdate.js';

type EmailUpdateRequests = Pick<RequestHandlers, 'UPDATE_EMAIL' | 'UPDATE_EMAIL_PRIMARY_OTP' | 'UPDATE_EMAIL_SECONDARY_OTP'>;

export function emailUpdateHandlers(update: EmailUpdate, codes: CodePrompt): EmailUpdateRequests {
  const typedCode = <T>(step: UpdateStep, check: (code: string) => Promise<T>): Promise<T> =>
    codes.ask({ step, email: update.emailOf(step), check, resend: () => update.resend() });
  return {
    UPDATE_EMAIL: async ({ email }) => ({ action: await update.start(email) }),
    UPDATE_EMAIL_PRIMARY_OTP: async () => {
      await typedCode('primary', (otp) => update.verifyPrimary(otp));
      return {};
    },
    UPDATE_EMAIL_SECONDARY_OTP: async () => ({ newEmail: await typedCode('secondary', (otp) => update.verifySecondary(otp)) }),
  };
}
