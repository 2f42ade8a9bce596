// The load generator's HTTP client: node:http over kept-alive loopback connections. fetch made
// each request a Request, a Response, a body stream and a timeout signal; at 500 requests/s that
// garbage gave the generator GC pauses up to 65 ms, and every request due during one was counted
// as that much slower an answer from the services.
import { Agent, request } from 'node:http';

export interface HttpRequest {
  url: string;
  method?: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

export interface HttpAnswer {
  status: number;
  text: string;
}

/**
 * A kept-alive socket left idle this long is closed here first: the services close theirs after
 * Node's 5 s, and a request sent on one as it closed failed with ECONNRESET (1 in 15,000). Each
 * request takes the socket idle longest (not Node's default, the latest): every open socket keeps
 * working, as the many clients of a deployment do, instead of the few latest ones while the rest
 * idle out and are opened again at the next burst, each through the cluster's primary (a full
 * run opened 556 connections that way, 101 this way).
 */
const agent = new Agent({ keepAlive: true, timeout: 4_000, scheduling: 'fifo' });

/** Sends `req` and reads its whole answer; fails when nothing arrives for `timeoutMs`. */
export function send(req: HttpRequest, timeoutMs: number): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(req.url, { method: req.method ?? 'GET', headers: req.headers, agent, timeout: timeoutMs }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error(`No answer within ${timeoutMs} ms`)));
    outgoing.on('error', reject);
    outgoing.end(req.body);
  });
}
