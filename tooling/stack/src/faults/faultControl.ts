import { z } from 'zod';
import { faultRuleSchema, type FaultRuleInput } from './faultRules.js';

/**
 * A fault proxy's control, on the proxy's own port under this path (the services and the nodes
 * behind it have no such path):
 * - PUT  {rules}            sets the faults, in the order they are matched;
 * - POST /sockets {close}   cuts every WebSocket tunnel; {refuseMs} also refuses new ones that long;
 * - PUT  /target {target}   sends the HTTP requests to another server on this machine instead (a
 *                           replacement of the target, as a restart on restored data makes);
 * - GET                     the requests seen since the last reset, and the open WebSocket tunnels;
 * - DELETE                  clears faults, refusal, log and replacement: everything passes through again.
 */
export const CONTROL_PATH = '/__faults';

export const setRulesSchema = z.object({ rules: z.array(faultRuleSchema) });
export const socketActionSchema = z.union([z.object({ close: z.literal(true) }), z.object({ refuseMs: z.number().int().positive().max(120_000) })]);
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
/** A replacement target: on this machine only, as everything of the local world is. */
export const retargetSchema = z.object({ target: z.url({ protocol: /^http$/ }).refine((url) => LOOPBACK.has(new URL(url).hostname), 'must be an http:// URL on this machine') });
export const faultStatusSchema = z.object({
  log: z.array(z.object({ method: z.string(), path: z.string(), fault: z.string().optional(), rpc: z.array(z.string()).optional() })),
  sockets: z.number().int().min(0),
});

export type SocketAction = z.infer<typeof socketActionSchema>;
export type FaultStatus = z.infer<typeof faultStatusSchema>;

/** A handle on a fault proxy's control, over HTTP: what a test in another process holds. */
export interface FaultControl {
  set(rules: FaultRuleInput[]): Promise<void>;
  sockets(action: SocketAction): Promise<void>;
  status(): Promise<FaultStatus>;
  /** Sends the HTTP requests to `target` until the reset. */
  retarget(target: string): Promise<void>;
  reset(): Promise<void>;
}

export function faultControl(proxyUrl: string): FaultControl {
  const url = new URL(CONTROL_PATH, proxyUrl).href;
  const call = async (method: string, path = '', body?: unknown) => {
    const response = await fetch(url + path, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    if (!response.ok) throw new Error(`The fault proxy at ${proxyUrl} answered ${method} ${CONTROL_PATH}${path} with ${response.status}: ${await response.text()}`);
    return response.json();
  };
  return {
    set: async (rules) => void (await call('PUT', '', { rules })),
    sockets: async (action) => void (await call('POST', '/sockets', action)),
    status: async () => faultStatusSchema.parse(await call('GET')),
    retarget: async (target) => void (await call('PUT', '/target', { target })),
    reset: async () => void (await call('DELETE')),
  };
}
