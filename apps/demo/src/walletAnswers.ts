// What the demo's own panels parse, loaded with import() on a press: zod evaluated at the page's start
// competed with a click on Connect Wallet the moment it shows (~40 ms of a task at 4x CPU).
import * as z from 'zod';

/** The services' tokens (CAIP-10 addresses), as the demo asks for the devnet's USDC. */
export const tokensSchema = z.object({ tokens: z.array(z.object({ symbol: z.string(), address: z.string(), decimals: z.number().int().nonnegative() })) });
/** wallet_grantPermissions's answer: the one permission asked for. */
export const grantedSchema = z.array(z.object({ context: z.string(), expiry: z.number() })).length(1);
/** wallet_sendCalls's answer. */
export const sentSchema = z.object({ id: z.string() });
