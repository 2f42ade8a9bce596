import { Keypair } from '@solana/web3.js';
import type { SolanaDevnet } from '../../src/index.js';

export const devKeypair = (devnet: SolanaDevnet, index: number) => Keypair.fromSecretKey(devnet.accounts[index]!.secretKey);

/** Stops a chain a Connection used: @solana/web3.js closes its idle WebSocket after 500 ms, and stopping before would leave it reconnecting. */
export async function stopAfterIdleSockets(devnet: SolanaDevnet | undefined): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 600));
  await devnet?.stop();
}

/** An answer as the tests read it; a field the server left out reads as undefined and fails the expectation. */
export interface RpcAnswer {
  id: number | string | null;
  result: unknown;
  error: { code: number; message: string; data: { err: unknown; logs: string[] } };
}

/** One raw JSON-RPC call (or batch, as an array), for what @solana/web3.js would refuse to send. */
export async function rpc<Answer = RpcAnswer>(url: string, body: unknown): Promise<{ status: number; json: Answer }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as Answer) : (null as Answer) };
}
