import * as z from 'zod/mini';

/** A stored active network, read back (CAIP-2: a namespace of 3 to 8 characters, a reference of up to 32). */
export const storedNetworkIdSchema = z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/));
