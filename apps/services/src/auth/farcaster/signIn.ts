// The check of a Sign In With Farcaster message (EIP-4361 with Farcaster's statement, chain id 10 and
// an fid resource): viem's EIP-4361 parser reads it, zod checks the fields, ethers recovers who
// signed, and the ID registry must name that address as the fid's custody address.
import { EVM_ADDRESS } from '@latch/core/api';
import { getAddress, verifyMessage } from 'ethers';
import { parseSiweMessage } from 'viem/siwe';
import { z } from 'zod';
import { FARCASTER_MESSAGES, type SignInRefusal } from './messages.js';

/** The statements Farcaster's clients write (auth-client's, and its earlier one). */
const STATEMENTS: readonly string[] = ['Farcaster Auth', 'Farcaster Connect'];
/** A sign-in message names OP Mainnet whichever chain the registry is read on. */
export const SIWF_CHAIN_ID = 10;
const FID_RESOURCE = /^farcaster:\/\/fid\/([1-9]\d{0,15})\/?$/;
/** Clocks differ a little: an issue time this far ahead of the services' is still taken. */
export const CLOCK_SKEW_MS = 60_000;

export class SignInRefused extends Error {
  override readonly name = 'SignInRefused';
  constructor(readonly reason: SignInRefusal) {
    super(FARCASTER_MESSAGES.refused(reason));
  }
}

const time = z.date().refine((date) => !Number.isNaN(date.getTime()));
const parsedSchema = z.object({
  domain: z.string().min(1),
  address: z.string().regex(EVM_ADDRESS),
  statement: z.string().optional(),
  uri: z.string().min(1),
  version: z.literal('1'),
  chainId: z.number().int(),
  nonce: z.string().min(8),
  issuedAt: time,
  expirationTime: time.optional(),
  notBefore: time.optional(),
  resources: z.array(z.string()).default([]),
});

/** What the sign-in must be for: the channel's nonce, domain and URI, and the fid the wallet app sent. */
export interface SignInExpectation {
  nonce: string;
  domain: string;
  siweUri: string;
  fid: number;
}

/** Reads the custody address of an fid on the ID registry (the zero address for none). */
export type CustodyOf = (fid: number) => Promise<string>;

function refuseUnless(condition: boolean, reason: SignInRefusal): asserts condition {
  if (!condition) throw new SignInRefused(reason);
}

/** The message's signer once every check passed, or a SignInRefused saying which failed first. */
export async function verifySignIn(message: string, signature: string, expected: SignInExpectation, now: number, custodyOf: CustodyOf): Promise<{ custody: string }> {
  const parsed = parsedSchema.safeParse(parseSiweMessage(message));
  refuseUnless(parsed.success, 'malformed');
  const fields = parsed.data;
  refuseUnless(fields.statement !== undefined && STATEMENTS.includes(fields.statement), 'statement');
  refuseUnless(fields.chainId === SIWF_CHAIN_ID, 'chain');
  const fids = fields.resources.map((resource) => FID_RESOURCE.exec(resource)?.[1]).filter((fid) => fid !== undefined);
  refuseUnless(fids.length === 1 && Number(fids[0]) === expected.fid, 'fid');
  refuseUnless(fields.domain === expected.domain, 'domain');
  refuseUnless(fields.uri === expected.siweUri, 'uri');
  refuseUnless(fields.nonce === expected.nonce, 'nonce');
  refuseUnless(fields.expirationTime === undefined || fields.expirationTime.getTime() > now, 'expired');
  refuseUnless(fields.notBefore === undefined || fields.notBefore.getTime() <= now, 'notYetValid');
  refuseUnless(fields.issuedAt.getTime() <= now + CLOCK_SKEW_MS, 'issuedAt');
  const address = getAddress(fields.address);
  let signer: string | undefined;
  try {
    signer = verifyMessage(message, signature);
  } catch {
    signer = undefined;
  }
  refuseUnless(signer === address, 'signature');
  refuseUnless((await custodyOf(expected.fid)) === address, 'custody');
  return { custody: address };
}
