/** The email code views' English (EmailVerifyOtp, EmailVerifyDevice). */
export const emailCodeMessages = {
  'emailCode.otp': 'We emailed a 6-digit code to {email}. Type it into your embedded wallet below, on the wallet’s own site, and nowhere else.',
  'emailCode.device': 'This device is new: we emailed a device code to {email}. Type it into your embedded wallet below, on the wallet’s own site, and nowhere else.',
} as const;
