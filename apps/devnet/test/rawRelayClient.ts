import { randomBytes } from 'node:crypto';
import { encodeIss, generateKeyPair, signJWT, type Keypair } from '@walletconnect/relay-auth';
import { WebSocket, type ClientOptions } from 'ws';

export interface Frame {
  id?: number | string | null;
  method?: string;
  params?: { id: string; data: { topic: string; message: string; publishedAt: number; tag: number; attestation?: string } };
  result?: unknown;
  error?: { code: number; message: string };
}

/** A relay client speaking raw frames, as the SDK would, so tests can send what the SDK never does. */
export interface RawClient {
  clientId: string;
  socket: WebSocket;
  send(frame: unknown): void;
  /** Sends a request and resolves with the frame answering its id. */
  call(method: string, params: unknown): Promise<Frame>;
  /** The next frame (already received or still to come) that matches. */
  next(match: (frame: Frame) => boolean, timeoutMs?: number): Promise<Frame>;
  /** Pushes received so far. */
  pushes(): Frame[];
  close(): Promise<void>;
}

export const randomTopic = () => randomBytes(32).toString('hex');

export const relayJwt = (relayUrl: string, keyPair: Keypair = generateKeyPair(), ttlSeconds = 86_400, issuedAt?: number) =>
  signJWT(randomBytes(32).toString('hex'), relayUrl, ttlSeconds, keyPair, issuedAt);

/** Opens a socket with the given JWT (a fresh valid one by default); rejects with the refusal's status. */
export async function connectRaw(relayUrl: string, options: { jwt?: string; keyPair?: Keypair; socket?: ClientOptions } = {}): Promise<RawClient> {
  const keyPair = options.keyPair ?? generateKeyPair();
  const jwt = options.jwt ?? (await relayJwt(relayUrl, keyPair));
  const socket = new WebSocket(`${relayUrl}/?auth=${jwt}`, options.socket);
  const frames: Frame[] = [];
  const waiters = new Set<{ match: (frame: Frame) => boolean; resolve: (frame: Frame) => void }>();
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as Frame;
    frames.push(frame);
    for (const waiter of waiters) {
      if (waiter.match(frame)) {
        waiters.delete(waiter);
        waiter.resolve(frame);
      }
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_request, response) => reject(new Error(`refused with ${response.statusCode}`)));
    socket.once('error', reject);
  });

  let nextId = 1;
  const next = (match: (frame: Frame) => boolean, timeoutMs = 2_000) => {
    const seen = frames.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise<Frame>((resolve, reject) => {
      const waiter = { match, resolve };
      waiters.add(waiter);
      setTimeout(() => waiters.delete(waiter) && reject(new Error('no matching frame arrived')), timeoutMs).unref();
    });
  };
  const send = (frame: unknown) => socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  return {
    clientId: encodeIss(keyPair.publicKey),
    socket,
    send,
    call(method, params) {
      const id = nextId++;
      send({ id, jsonrpc: '2.0', method, params });
      return next((frame) => frame.id === id && frame.method === undefined);
    },
    next,
    pushes: () => frames.filter((frame) => frame.method === 'irn_subscription'),
    close: () =>
      new Promise<void>((resolve) => {
        if (socket.readyState === socket.CLOSED) return resolve();
        socket.once('close', () => resolve());
        socket.close();
      }),
  };
}

/** Resolves once nothing more has arrived for a moment: for asserting that a push did not come. */
export const settle = (ms = 100) => new Promise((resolve) => setTimeout(resolve, ms));
