import { createServer, type Server } from 'node:http';
import { SystemProgram } from '@solana/web3.js';
import { WebSocketServer, type WebSocket } from 'ws';
import { z } from 'zod';
import { encodeAccount } from './accountEncoding.js';
import type { SolanaChain } from './chain.js';
import type { TransactionRecord } from './history.js';
import { describeIssues, errorResponse, invalidParams, parseRequest, resultResponse, RPC_CODES, RpcError, type RpcRequest } from './jsonRpc.js';
import { accountConfig, contextConfig, pubkey, signature, type AccountConfig } from './rpcParams.js';

const MAX_FRAME_BYTES = 64 * 1024;
const MAX_SUBSCRIPTIONS_PER_SOCKET = 1000;
const CLOSED_ACCOUNT = { lamports: 0n, data: new Uint8Array(), owner: SystemProgram.programId.toBase58(), executable: false };

type Subscription = { kind: 'signature'; signature: string } | { kind: 'account'; address: string; config: AccountConfig };

const SUBSCRIBE_PARAMS = {
  signatureSubscribe: z.tuple([signature, contextConfig.extend({ enableReceivedNotification: z.boolean().optional() }).optional()]),
  accountSubscribe: z.tuple([pubkey, accountConfig.optional()]),
};
const UNSUBSCRIBE = { signatureUnsubscribe: 'signature', accountUnsubscribe: 'account' } as const;
const subscriptionId = z.tuple([z.number().int().nonnegative()]);

function parseParams<Schema extends z.ZodType>(schema: Schema, params: unknown): z.infer<Schema> {
  const parsed = schema.safeParse(params ?? []);
  if (!parsed.success) throw invalidParams(describeIssues(parsed.error, 'params'));
  return parsed.data;
}

/**
 * The RPC's WebSocket: signature and account subscriptions, notified as transactions land.
 * A signature subscription ends with its one notification, as on a validator.
 */
export function createPubsubServer(chain: SolanaChain): { server: Server; close(): Promise<void> } {
  const server = createServer((_request, response) => response.writeHead(426, { 'content-type': 'text/plain' }).end('Connect with a WebSocket.\n'));
  // Upgrades are handed over by hand rather than `{ server }`, which would re-emit the server's listen errors unhandled.
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  server.on('upgrade', (request, socket, head) => {
    socket.on('error', () => socket.destroy());
    sockets.handleUpgrade(request, socket, head, (ws) => sockets.emit('connection', ws, request));
  });
  const subscriptions = new Map<WebSocket, Map<number, Subscription>>();
  let nextId = 0;

  const notify = (socket: WebSocket, method: string, subscription: number, value: unknown) =>
    socket.send(JSON.stringify({ jsonrpc: '2.0', method, params: { result: { context: { slot: chain.slot }, value }, subscription } }));

  const notifyLanded = (record: TransactionRecord) => {
    for (const [socket, mine] of subscriptions) {
      for (const [id, subscription] of mine) {
        if (subscription.kind === 'signature' && subscription.signature === record.signature) {
          mine.delete(id);
          notify(socket, 'signatureNotification', id, { err: null });
        }
        if (subscription.kind === 'account' && record.accountKeys.includes(subscription.address)) {
          notify(socket, 'accountNotification', id, encodeAccount(chain, chain.account(subscription.address) ?? CLOSED_ACCOUNT, subscription.config));
        }
      }
    }
  };
  const stopListening = chain.onLanded(notifyLanded);

  function answer(socket: WebSocket, mine: Map<number, Subscription>, { method, params }: RpcRequest): unknown {
    if (method in UNSUBSCRIBE) {
      const [id] = parseParams(subscriptionId, params);
      if (mine.get(id)?.kind !== UNSUBSCRIBE[method as keyof typeof UNSUBSCRIBE]) throw invalidParams(`no ${method.replace('Unsubscribe', '')} subscription ${id}`);
      return mine.delete(id);
    }
    if (!(method in SUBSCRIBE_PARAMS)) throw new RpcError(RPC_CODES.methodNotFound, `Method not found: ${method}`);
    if (mine.size >= MAX_SUBSCRIPTIONS_PER_SOCKET) throw invalidParams(`at most ${MAX_SUBSCRIPTIONS_PER_SOCKET} subscriptions a connection`);
    if (method === 'signatureSubscribe') {
      const [watched] = parseParams(SUBSCRIBE_PARAMS.signatureSubscribe, params);
      const id = nextId++;
      // A signature that already landed is notified right after the subscription's id, instead of never.
      if (chain.history.get(watched)) setImmediate(() => notify(socket, 'signatureNotification', id, { err: null }));
      else mine.set(id, { kind: 'signature', signature: watched });
      return id;
    }
    const [address, config = {}] = parseParams(SUBSCRIBE_PARAMS.accountSubscribe, params);
    const id = nextId++;
    mine.set(id, { kind: 'account', address, config: { encoding: 'base64', ...config } });
    return id;
  }

  sockets.on('connection', (socket) => {
    const mine = new Map<number, Subscription>();
    subscriptions.set(socket, mine);
    socket.on('close', () => subscriptions.delete(socket));
    socket.on('error', () => socket.terminate());
    socket.on('message', (data) => {
      let value: unknown;
      try {
        value = JSON.parse(data.toString());
      } catch {
        return socket.send(JSON.stringify(errorResponse(null, new RpcError(RPC_CODES.parseError, 'Parse error: the message is not valid JSON'))));
      }
      const parsed = parseRequest(value);
      if (!parsed.ok) return socket.send(JSON.stringify(parsed.response));
      const { request } = parsed;
      // Notifications, such as @solana/web3.js's keep-alive `ping`, get no answer.
      if (request.id === undefined) return;
      let response;
      try {
        response = resultResponse(request.id, answer(socket, mine, request));
      } catch (error) {
        response = errorResponse(request.id, error);
      }
      socket.send(JSON.stringify(response));
    });
  });

  return {
    server,
    async close() {
      stopListening();
      for (const socket of sockets.clients) socket.terminate();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
    },
  };
}
