/** The email code views' English (EmailVerifyOtp, EmailVerifyDevice). */
export const emailCodeMessages = {
  'emailCode.otp': 'We emailed a 6-digit code to {email}. Type it into your embedded wallet below, on the wallet’s own site, and nowhere else.',
  'emailCode.device': 'This device is new: we emailed {email} a link that opens your wallet’s own page, where you approve this device. Nothing to type; this screen goes on once it is approved.',
} as const;
