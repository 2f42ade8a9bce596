import type { RawData, WebSocket } from 'ws';
import type { z } from 'zod';
import { toWireMessage, type StoredMessage } from './mailbox.js';
import type { RelayHub, RelayPeer } from './relayHub.js';
import { relayMethods, type MethodOutcome } from './relayMethods.js';
import { incomingFrameSchema, isRelayMethod, RELAY_LIMITS, relayParamsSchemas, RPC_ERRORS, type IncomingFrame, type RpcId } from './relayProtocol.js';

const firstIssue = (error: z.ZodError) => {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || 'frame'}: ${issue.message}` : 'does not match the schema';
};

/** Whether a frame that failed its schema still carried an id we can answer to. */
const idOf = (value: unknown): RpcId | null => {
  const id = (value as { id?: unknown } | null)?.id;
  return (typeof id === 'number' && Number.isSafeInteger(id)) || (typeof id === 'string' && id.length <= 64) ? id : null;
};

/** One authenticated WebSocket client: parses its frames, answers its calls, pushes it messages. */
export class RelayConnection implements RelayPeer {
  /** Cleared at each ping and set again by the pong: a connection still false at the next ping is dead. */
  alive = true;
  #nextPushId = 1;
  /** Pushes not yet acknowledged, by push id. Acknowledged ones count as delivered to this client. */
  readonly #awaitingAck = new Map<number, StoredMessage>();

  constructor(
    readonly clientId: string,
    readonly socket: WebSocket,
    private readonly hub: RelayHub,
  ) {
    socket.on('message', (data, isBinary) => this.#receive(data, isBinary));
    socket.on('pong', () => (this.alive = true));
    socket.on('error', () => socket.terminate());
    socket.on('close', () => hub.drop(this));
  }

  push(stored: StoredMessage, subscriptionId: string): void {
    if ([...this.#awaitingAck.values()].includes(stored)) return;
    const id = this.#nextPushId++;
    this.#awaitingAck.set(id, stored);
    if (this.#awaitingAck.size > RELAY_LIMITS.unacknowledgedPushes) this.#awaitingAck.delete(this.#awaitingAck.keys().next().value!);
    this.#send({ id, jsonrpc: '2.0', method: 'irn_subscription', params: { id: subscriptionId, data: toWireMessage(stored) } });
  }

  #receive(data: RawData, isBinary: boolean): void {
    if (isBinary) return this.#error(null, RPC_ERRORS.invalidRequest, 'Invalid request: frames are JSON text');
    let json: unknown;
    try {
      json = JSON.parse(Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.concat(data as Buffer[]).toString('utf8'));
    } catch {
      return this.#error(null, RPC_ERRORS.parse, 'Parse error: the frame is not JSON');
    }
    const frame = incomingFrameSchema.safeParse(json);
    if (!frame.success) return this.#error(idOf(json), RPC_ERRORS.invalidRequest, 'Invalid request: not a JSON-RPC 2.0 request or response');
    if ('method' in frame.data) this.#call(frame.data);
    else this.#acknowledged(frame.data.id);
  }

  #acknowledged(id: RpcId): void {
    const stored = typeof id === 'number' ? this.#awaitingAck.get(id) : undefined;
    if (!stored) return;
    this.#awaitingAck.delete(id as number);
    this.hub.mailbox.markDelivered(stored, this.clientId);
  }

  #call({ id, method, params }: Extract<IncomingFrame, { method: string }>): void {
    if (!isRelayMethod(method)) return this.#error(id, RPC_ERRORS.methodNotFound, `Method not found: ${method}`);
    const parsed = relayParamsSchemas[method].safeParse(params);
    if (!parsed.success) return this.#error(id, RPC_ERRORS.invalidParams, `Invalid params: ${firstIssue(parsed.error)}`);
    const outcome = (relayMethods[method] as (hub: RelayHub, peer: RelayPeer, params: unknown) => MethodOutcome)(this.hub, this, parsed.data);
    this.#send({ id, jsonrpc: '2.0', result: outcome.result });
    outcome.after?.();
  }

  #error(id: RpcId | null, code: number, message: string): void {
    this.#send({ id, jsonrpc: '2.0', error: { code, message } });
  }

  #send(frame: object): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(JSON.stringify(frame));
  }
}
