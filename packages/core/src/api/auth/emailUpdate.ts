// The email update's answers (apps/services README, "Email update"): which code to ask for next,
// and the account's new address.
import * as z from 'zod/mini';

/** email-update/start and resend: the code at the current address (primary) or at the new one (secondary). */
export const emailUpdateActionResponseSchema = z.object({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) });
export type EmailUpdateAction = z.infer<typeof emailUpdateActionResponseSchema>['action'];
/** email-update/verify-primary: the new address's code went out. */
export const emailUpdateSecondaryResponseSchema = z.object({ action: z.literal('VERIFY_SECONDARY_OTP') });
/** email-update/verify-secondary: the account's email is the new one. */
export const emailUpdatedResponseSchema = z.object({ email: z.email() });
