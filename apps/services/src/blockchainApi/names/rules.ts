// Names (SPEC 4 and 5), checked again on the server: the client's rule, the zone, and the message
// a wallet signs to register one, in the format the client writes (core's registrationMessage).
import { z } from 'zod';

/** The fixed zone names live in: `alice` is registered as `alice.latch.id` (SPEC 9). */
export const NAME_ZONE = 'latch.id';
/** A signed registration is refused once its timestamp is this far from now, either way. */
export const REGISTRATION_MAX_AGE_S = 10 * 60;
/** A DNS label's limit; SPEC 5 sets only the minimum. */
export const MAX_LABEL_LENGTH = 63;

/** SPEC 5: letters, digits or hyphens only, at least 4 characters. */
export const isValidLabel = (label: string) => /^[a-zA-Z0-9-]{4,}$/.test(label) && label.length <= MAX_LABEL_LENGTH;

export const NAME_RULE = 'A name must contain only letters, digits or hyphens and be at least 4 characters';

export const fullName = (label: string) => `${label}.${NAME_ZONE}`;

/** The label of `alice.latch.id`, or of `alice` itself; undefined for another zone. */
export function labelOf(name: string): string | undefined {
  const suffix = `.${NAME_ZONE}`;
  if (name.toLowerCase().endsWith(suffix)) return name.slice(0, -suffix.length);
  return name.includes('.') ? undefined : name;
}

/** ENSIP-11: an EVM chain's coin type has the top bit set over its chain id (below 2^31, SPEC 5). */
export const COIN_TYPE_FLAG = 0x80000000;
export const coinTypeOfChain = (chainId: number) => (COIN_TYPE_FLAG | chainId) >>> 0;

/** What the wallet signs: JSON `{ name, coinType, address, timestamp }` with the full name and a timestamp in seconds. */
export const registrationMessageSchema = z.object({
  name: z.string().max(200),
  coinType: z.number().int().nonnegative(),
  address: z.string(),
  timestamp: z.number().int().nonnegative(),
});
export type RegistrationMessage = z.infer<typeof registrationMessageSchema>;

/** The message for `input`, as the client writes it (tests sign this). */
export const registrationMessage = (input: { name: string; coinType: number; address: string; timestamp: number }) =>
  JSON.stringify({ name: fullName(input.name), coinType: input.coinType, address: input.address, timestamp: input.timestamp });
