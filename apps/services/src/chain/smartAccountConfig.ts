// A chain's ERC-4337 deployment as the chains file names it: the EntryPoint, the factories of the
// embedded wallet's smart account and of its session accounts, and the bundler the services
// forward user operations to.
import { z } from 'zod';
import { evmAddressSchema as address } from './caip.js';
import { httpUrlSchema } from './fields.js';

export const smartAccountConfigSchema = z.strictObject({
  entryPoint: address,
  /** A factory with SimpleAccountFactory's getAddress(owner, salt) and createAccount(owner, salt). */
  accountFactory: address,
  /** The factory of the session accounts a smart account owns (smart sessions), with the same getAddress and createAccount. */
  sessionAccountFactory: address,
  /** The bundler's JSON-RPC; it may carry the operator's key, so only the services call it (POST /v1/bundler). */
  bundlerUrl: httpUrlSchema,
});

export type SmartAccountConfig = z.output<typeof smartAccountConfigSchema>;
