import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { SolanaChain } from './chain.js';
import { handleBody } from './dispatch.js';
import { errorResponse, RPC_CODES, RpcError } from './jsonRpc.js';

/** The largest request body taken: room for a full batch, far above any one transaction. */
export const MAX_BODY_BYTES = 256 * 1024;

// A validator answers every origin; the dev keys are public, so a browser page may read this chain too.
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, GET, OPTIONS',
  'access-control-allow-headers': 'content-type, solana-client',
  'access-control-max-age': '86400',
};

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { ...CORS_HEADERS, 'content-type': 'application/json' }).end(JSON.stringify(body));
}

const rpcFailure = (code: number, message: string) => errorResponse(null, new RpcError(code, message));

function readBody(request: IncomingMessage): Promise<Buffer | 'too large'> {
  return new Promise((resolve, reject) => {
    if (Number(request.headers['content-length'] ?? 0) > MAX_BODY_BYTES) return resolve('too large');
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        request.removeAllListeners('data');
        request.resume();
        resolve('too large');
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

async function handle(chain: SolanaChain, request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (request.method === 'OPTIONS') return void response.writeHead(204, CORS_HEADERS).end();
  if (request.method === 'GET' && request.url === '/health') return void response.writeHead(200, { ...CORS_HEADERS, 'content-type': 'text/plain' }).end('ok');
  if (request.method !== 'POST') return sendJson(response, 405, rpcFailure(RPC_CODES.invalidRequest, 'Invalid request: send JSON-RPC with POST'));
  const body = await readBody(request);
  if (body === 'too large') {
    response.setHeader('connection', 'close');
    return sendJson(response, 413, rpcFailure(RPC_CODES.invalidRequest, `Invalid request: the body is larger than ${MAX_BODY_BYTES} bytes`));
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return sendJson(response, 200, rpcFailure(RPC_CODES.parseError, 'Parse error: the body is not valid JSON'));
  }
  const answer = handleBody(chain, parsed);
  if (answer === null) return void response.writeHead(204, CORS_HEADERS).end();
  sendJson(response, 200, answer);
}

/** The JSON-RPC endpoint over HTTP. Nothing a client sends can throw out of it. */
export function createRpcServer(chain: SolanaChain): Server {
  return createServer((request, response) => {
    handle(chain, request, response).catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, 500, errorResponse(null, error));
      else response.destroy();
    });
  });
}
