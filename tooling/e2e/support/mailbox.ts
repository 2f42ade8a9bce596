// The local services' dev mailbox (@latch/stack's reader), at the services the global setup started.
import * as devMailbox from '@latch/stack/dev-mailbox';

/** Where the global setup's services are. */
export const servicesUrl = () => process.env.LATCH_E2E_SERVICES ?? '';

/** Every mail the services' dev mailbox holds for `email`, newest first. */
export const readMailbox = (email: string) => devMailbox.readMailbox(servicesUrl(), email);

/** Every code the services' dev mailbox holds for `email`. */
export const allCodes = (email: string) => devMailbox.allCodes(servicesUrl(), email);

/** The newest link (a new device's approval, or its stop link) mailed to `email` beyond the `seen` mails. */
export const nextLink = (email: string, seen: number) => devMailbox.nextLink(servicesUrl(), email, seen);

/** The newest 6-digit code mailed to `email` beyond the `seen` mails. */
export const nextCode = (email: string, seen: number) => devMailbox.nextCode(servicesUrl(), email, seen);
