// What Farcaster's wallet app does with a sign-in link, for the sample wallet's Farcaster tab and
// the tests: @farcaster/auth-client reads the channel from the relay (the services), builds the
// Sign In With Farcaster message for the custody address's fid, and posts it signed. Every answer
// of the relay is parsed with zod. No Node module here: the sample wallet's page runs it.
import { authenticate, buildSignInMessage, createWalletClient, parseSignInURI, status, viemConnector, type WalletClient } from '@farcaster/auth-client';
import type { Signer } from 'ethers';
import { z } from 'zod';

/** What the person approves: the app's domain and URI, from the relay (never from the link). */
export interface SignInRequest {
  channelToken: string;
  domain: string;
  siweUri: string;
  nonce: string;
  expirationTime?: string;
}

const refusalSchema = z.object({ message: z.string() });
const statusSchema = z.object({
  state: z.enum(['pending', 'completed']),
  signatureParams: z.object({ domain: z.string().min(1), siweUri: z.string().min(1), nonce: z.string().min(8), expirationTime: z.string().optional() }),
});

/** The relay's refusal in its own words, else the HTTP status. */
function relayError(response: Response, data: unknown): Error {
  const refusal = refusalSchema.safeParse(data);
  return new Error(refusal.success ? refusal.data.message : `The Farcaster relay answered HTTP ${response.status}`);
}

/** A wallet app's client of the relay at `relayUrl` (the services' `<url>/farcaster`). */
export function farcasterWalletClient(relayUrl: string): WalletClient {
  // The connector is only for verifying, which the wallet side never does; it is never called.
  return createWalletClient({ relay: relayUrl.replace(/\/$/, ''), ethereum: viemConnector({ rpcUrl: 'http://127.0.0.1:1' }) });
}

/** Reads the sign-in a link asks for: "This is not a Farcaster sign-in link" for anything else. */
export async function readSignIn(client: WalletClient, link: string): Promise<SignInRequest> {
  let channelToken: string | undefined;
  try {
    const parsed = parseSignInURI(client, { uri: link.trim() });
    channelToken = parsed.isError ? undefined : parsed.channelToken;
  } catch {
    channelToken = undefined;
  }
  if (!channelToken) throw new Error('This is not a Farcaster sign-in link: it has no channelToken.');
  const answer = await status(client, { channelToken });
  if (answer.isError) throw new Error(`The Farcaster relay could not be reached: ${answer.error?.message ?? 'unknown error'}`);
  if (!answer.response.ok) throw relayError(answer.response, answer.data);
  const parsed = statusSchema.safeParse(answer.data);
  if (!parsed.success) throw new Error('The Farcaster relay answered something unexpected.');
  if (parsed.data.state === 'completed') throw new Error('This sign-in was approved already.');
  return { channelToken, ...parsed.data.signatureParams };
}

/** Signs the sign-in with the custody key for `fid` and posts it; rejects with the relay's refusal. */
export async function approveSignIn(client: WalletClient, request: SignInRequest, custody: Signer, fid: bigint, username?: string): Promise<void> {
  const address = (await custody.getAddress()) as `0x${string}`;
  const { domain, siweUri, nonce, expirationTime, channelToken } = request;
  const built = buildSignInMessage(client, { address, fid: Number(fid), domain, uri: siweUri, nonce, ...(expirationTime ? { expirationTime: new Date(expirationTime) } : {}) });
  if (built.isError) throw new Error(`The sign-in message could not be built: ${built.error?.message ?? 'unknown error'}`);
  const signature = (await custody.signMessage(built.message)) as `0x${string}`;
  const answer = await authenticate(client, { channelToken, authKey: 'latch-sample-wallet', message: built.message, signature, fid: Number(fid), ...(username ? { username } : {}) });
  if (answer.isError) throw new Error(`The Farcaster relay could not be reached: ${answer.error?.message ?? 'unknown error'}`);
  if (!answer.response.ok) throw relayError(answer.response, answer.data);
}
