import * as z from 'zod/mini';

const hex64 = z.string().check(z.regex(/^[0-9a-f]{64}$/));

const pairingUriSchema = z.object({
  topic: hex64,
  version: z.literal('2'),
  symKey: hex64,
  relayProtocol: z.string().check(z.minLength(1)),
  expiryTimestamp: z.optional(z.string().check(z.regex(/^\d+$/))),
});

export interface PairingUri {
  uri: string;
  topic: string;
  symKey: string;
  relayProtocol: string;
  /** Seconds since the epoch, when the URI says. */
  expiryTimestamp?: number;
}

/** A WalletConnect v2 pairing URI, `wc:TOPIC@2?relay-protocol=irn&symKey=KEY[&expiryTimestamp=S]`; undefined if `value` is none. */
export function parsePairingUri(value: unknown): PairingUri | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^wc:([^@?]+)@([^?]+)\?(.*)$/.exec(value);
  if (!match) return undefined;
  const [, topic, version, query] = match;
  const params = new URLSearchParams(query);
  const parsed = pairingUriSchema.safeParse({
    topic,
    version,
    symKey: params.get('symKey') ?? undefined,
    relayProtocol: params.get('relay-protocol') ?? undefined,
    expiryTimestamp: params.get('expiryTimestamp') ?? undefined,
  });
  if (!parsed.success) return undefined;
  const { topic: pairingTopic, symKey, relayProtocol, expiryTimestamp } = parsed.data;
  return { uri: value, topic: pairingTopic, symKey, relayProtocol, ...(expiryTimestamp === undefined ? {} : { expiryTimestamp: Number(expiryTimestamp) }) };
}
