// The fetch @solana/web3.js's Connection sends its JSON-RPC through: node:http(s) over kept-alive
// sockets, timed out like the EVM chains' calls. Left to itself web3.js takes Node's fetch, which
// ignores the kept-alive agent web3.js hands it and waits on a silent node for ever; and at 500
// Solana balance reads a second its Request, Response and body stream per call were the services'
// longest GC pauses.
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { FetchFn } from '@solana/web3.js';
import { observedChainCall } from '../observability/current.js';
import { RPC_TIMEOUT_MS } from './chains.js';

/** What web3.js's RPC client reads of an answer. */
type RpcAnswer = Pick<Response, 'ok' | 'status' | 'statusText' | 'text'>;

interface RpcInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

const httpAgent = new HttpAgent({ keepAlive: true });
const httpsAgent = new HttpsAgent({ keepAlive: true });

function post(url: string, init: RpcInit = {}): Promise<RpcAnswer> {
  const https = url.startsWith('https:');
  const send = https ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(url, { method: init.method ?? 'POST', headers: init.headers, agent: https ? httpsAgent : httpAgent, timeout: RPC_TIMEOUT_MS }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        const body = Buffer.concat(chunks).toString('utf8');
        resolve({ ok: status >= 200 && status < 300, status, statusText: response.statusMessage ?? '', text: () => Promise.resolve(body) });
      });
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error(`The Solana node did not answer within ${RPC_TIMEOUT_MS / 1000} s`)));
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });
}

function rpcFetch(input: unknown, init?: RpcInit): Promise<RpcAnswer> {
  if (typeof input !== 'string') return Promise.reject(new TypeError('The Solana RPC fetch takes a URL string'));
  return post(input, init);
}

/** For `new Connection(url, { fetch: solanaRpcFetch })`: web3.js calls it with the URL string and a plain init. */
export const solanaRpcFetch = rpcFetch as unknown as FetchFn;

/** solanaRpcFetch for `chainId`'s node, its calls timed and counted in the metrics. */
export const solanaRpcFetchOf = (chainId: string) => ((input: unknown, init?: RpcInit) => observedChainCall(chainId, () => rpcFetch(input, init), ({ ok }) => !ok)) as unknown as FetchFn;
