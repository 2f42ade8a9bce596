import { z } from 'zod';

/** Bounds that keep one client from filling the relay's memory or its socket. */
export const RELAY_LIMITS = {
  /** A larger WebSocket frame closes the connection (close code 1009). */
  frameBytes: 1024 * 1024,
  /** The longest encrypted envelope one publish may carry. */
  messageChars: 256 * 1024,
  /** The most topics or messages in one batch call (the SDK sends at most 500). */
  batchSize: 500,
  /** The most messages kept per topic; the oldest go first. */
  messagesPerTopic: 1000,
  /** Pushes one connection may leave unacknowledged; past it the oldest is forgotten (and pushed again on a later connection). */
  unacknowledgedPushes: 10_000,
  /** Messages are kept no longer than this, whatever ttl their publisher asked for. */
  maxTtlSeconds: 30 * 24 * 60 * 60,
} as const;

/** JSON-RPC error codes the relay answers with. */
export const RPC_ERRORS = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
} as const;

// Pairing topics are 32 random bytes and session topics a sha256, both as hex.
const topic = z.string().regex(/^[0-9a-f]{64}$/, 'a topic is 64 lowercase hex characters');
const message = z.string().min(1).max(RELAY_LIMITS.messageChars);
const ttl = z
  .number()
  .int()
  .positive()
  .transform((seconds) => Math.min(seconds, RELAY_LIMITS.maxTtlSeconds));
const tag = z.number().int().nonnegative();
const attestation = z.string().max(RELAY_LIMITS.messageChars).optional();

/** JSON-RPC ids: the SDK sends safe integers, and digit strings for publishes. */
export const rpcIdSchema = z.union([z.number().int().refine(Number.isSafeInteger, 'a numeric id must be a safe integer'), z.string().min(1).max(64)]);
export type RpcId = z.infer<typeof rpcIdSchema>;

const publishParams = z.object({ topic, message, ttl, tag: tag.default(0), prompt: z.boolean().optional(), attestation });
export type PublishParams = z.infer<typeof publishParams>;

const batch = <T extends z.ZodType>(item: T) => z.array(item).min(1).max(RELAY_LIMITS.batchSize);

/** The params of every method the relay serves. Unknown keys (tvf fields, correlation ids) are dropped. */
export const relayParamsSchemas = {
  irn_subscribe: z.object({ topic }),
  irn_batchSubscribe: z.object({ topics: batch(topic) }),
  irn_unsubscribe: z.object({ topic, id: z.string().max(128).optional() }),
  irn_batchUnsubscribe: z.object({ subscriptions: batch(z.object({ topic, id: z.string().max(128).optional() })) }),
  irn_publish: publishParams,
  irn_batchPublish: z.object({ messages: batch(publishParams) }),
  irn_batchFetchMessages: z.object({ topics: batch(topic) }),
  wc_proposeSession: z.object({ pairingTopic: topic, sessionProposal: message, ttl, attestation }),
  wc_approveSession: z.object({
    pairingTopic: topic,
    sessionTopic: topic,
    sessionProposalResponse: message,
    sessionSettlementRequest: message,
    ttl,
  }),
} as const;

export type RelayMethod = keyof typeof relayParamsSchemas;
export type RelayParams<M extends RelayMethod> = z.infer<(typeof relayParamsSchemas)[M]>;

export const isRelayMethod = (method: string): method is RelayMethod => Object.hasOwn(relayParamsSchemas, method);

/** Any frame a client may send: a request, or its answer to one of our pushes. */
export const incomingFrameSchema = z.union([
  z.object({ jsonrpc: z.literal('2.0'), id: rpcIdSchema, method: z.string().min(1).max(64), params: z.unknown() }),
  z.object({ jsonrpc: z.literal('2.0'), id: rpcIdSchema, result: z.unknown() }),
  z.object({ jsonrpc: z.literal('2.0'), id: rpcIdSchema, error: z.object({ code: z.number(), message: z.string() }) }),
]);
export type IncomingFrame = z.infer<typeof incomingFrameSchema>;

/** Session-protocol tags the relay stamps on what it publishes for wc_proposeSession and wc_approveSession. */
export const SESSION_TAGS = { propose: 1100, proposeResponse: 1101, settle: 1102 } as const;
