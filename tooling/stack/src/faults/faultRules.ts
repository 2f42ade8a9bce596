import { z } from 'zod';

/**
 * One fault: which requests it takes (a path prefix and a method; a CORS preflight only when
 * `method` says OPTIONS) and what it does to them.
 * - status: answers `status` with `body` itself, the upstream never asked;
 * - delay: asks the upstream after `delayMs`;
 * - hang: never answers (the client's own timeout must end it);
 * - drop: destroys the connection without a word;
 * - truncate: sends the upstream's headers and half its body, then destroys the connection.
 * `times` limits it to that many requests; without it, it stays until reset.
 */
export const faultSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('status'), status: z.number().int().min(400).max(599), body: z.string().optional() }),
  z.object({ kind: z.literal('delay'), delayMs: z.number().int().min(0).max(120_000) }),
  z.object({ kind: z.literal('hang') }),
  z.object({ kind: z.literal('drop') }),
  z.object({ kind: z.literal('truncate') }),
]);

export const faultRuleSchema = z.intersection(
  faultSchema,
  z.object({
    path: z.string().startsWith('/').default('/'),
    method: z.string().toUpperCase().optional(),
    /** Only requests carrying this JSON-RPC method (alone or in a batch). */
    rpc: z.string().optional(),
    times: z.number().int().positive().optional(),
  }),
);

export type FaultRule = z.infer<typeof faultRuleSchema>;
export type FaultRuleInput = z.input<typeof faultRuleSchema>;

/** The log keeps the latest requests only: the proxies stay up for a whole browser suite. */
const LOG_LENGTH = 2000;

const rpcCall = z.object({ method: z.string() });
const rpcBody = z.union([rpcCall.transform((call) => [call.method]), z.array(rpcCall).transform((calls) => calls.map((call) => call.method))]);

/** The JSON-RPC methods a request body carries, one or a batch; undefined for any other body. */
export function rpcMethods(body: Buffer): string[] | undefined {
  if (body.length === 0) return undefined;
  try {
    const parsed = rpcBody.safeParse(JSON.parse(body.toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** What the proxy saw: each request's method and path, and the fault it met if any. */
export interface FaultLogEntry {
  method: string;
  path: string;
  /** The kind of fault it met. */
  fault?: string;
  /** The JSON-RPC methods it carried, one or a batch. */
  rpc?: string[];
}

/** The faults set on one proxy, matched in order; each rule's `times` counts down as it is used. */
export class FaultRules {
  private rules: FaultRule[] = [];
  readonly log: FaultLogEntry[] = [];

  set(rules: FaultRuleInput[]): void {
    this.rules = rules.map((rule) => faultRuleSchema.parse(rule));
  }

  reset(): void {
    this.rules = [];
    this.log.length = 0;
  }

  /** The fault for this request, used up by one if it is counted; logs the request either way. */
  take(method: string, url: string, rpc?: string[]): FaultRule | undefined {
    const path = url.split('?')[0]!;
    const index = this.rules.findIndex(
      (rule) => path.startsWith(rule.path) && (rule.method ? rule.method === method : method !== 'OPTIONS') && (!rule.rpc || (rpc?.includes(rule.rpc) ?? false)),
    );
    const rule = this.rules[index];
    if (rule?.times !== undefined) {
      if (rule.times === 1) this.rules.splice(index, 1);
      else this.rules[index] = { ...rule, times: rule.times - 1 };
    }
    this.log.push({ method, path, ...(rule ? { fault: rule.kind } : {}), ...(rpc ? { rpc } : {}) });
    if (this.log.length > LOG_LENGTH) this.log.splice(0, this.log.length - LOG_LENGTH);
    return rule;
  }
}
