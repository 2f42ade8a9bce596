import { z } from 'zod';
import type { DevProvider } from '../devProvider.js';
import { EIP155_METHODS, type Eip155Method } from './namespaces.js';
import { prepareSolanaRequest } from './solanaRequests.js';
import type { SolanaSigner } from './solanaSigner.js';
import { invalidParams, rpcError, WALLET_ERRORS, type PreparedRequest } from './walletErrors.js';

export { toRpcError, WALLET_ERRORS, type PreparedRequest } from './walletErrors.js';

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'an address is 0x and 40 hex digits');
const quantity = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/, 'a quantity is 0x-prefixed hex');
const typedData = z.object({
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string(),
  domain: z.record(z.string(), z.unknown()),
  message: z.record(z.string(), z.unknown()),
});
/** Typed data as the JSON string EIP-712 wallets take, or as an object as some dApps send it. */
const typedDataParam = z
  .unknown()
  .transform((value, context) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'typed data is not JSON' });
      return z.NEVER;
    }
  })
  .pipe(typedData);

// Params are positional; a dApp may send extra trailing ones, which are ignored.
const paramsSchemas = {
  personal_sign: z.tuple([z.string().max(100_000), address]).rest(z.unknown()),
  eth_signTypedData_v4: z.tuple([address, typedDataParam]).rest(z.unknown()),
  eth_sendTransaction: z
    .tuple([
      z.object({
        from: address,
        to: address.optional(),
        value: quantity.optional(),
        data: z.string().regex(/^0x([0-9a-fA-F]{2})*$/, 'data is 0x-prefixed hex bytes').optional(),
        gas: quantity.optional(),
        gasPrice: quantity.optional(),
        maxFeePerGas: quantity.optional(),
        maxPriorityFeePerGas: quantity.optional(),
        nonce: quantity.optional(),
      }),
    ])
    .rest(z.unknown()),
  eth_accounts: z.unknown(),
  eth_chainId: z.unknown(),
  wallet_switchEthereumChain: z.tuple([z.object({ chainId: quantity })]).rest(z.unknown()),
} satisfies Record<Eip155Method, z.ZodType>;

/** Requests that sign or spend: a person approves them unless the wallet auto-approves. */
const NEEDS_APPROVAL = new Set<Eip155Method>(['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction']);

export interface Eip155Signer {
  address: string;
  chainId: number;
  /** Signs with the wallet's key and sends to the chain. */
  provider: DevProvider;
}

const isEip155Method = (method: string): method is Eip155Method => (EIP155_METHODS as readonly string[]).includes(method);

/** Checks an EIP-155 request against its schema and the wallet's account. Throws an RpcError when it cannot be served. */
export function prepareEip155Request(signer: Eip155Signer, chain: string, method: string, params: unknown): PreparedRequest {
  if (chain !== `eip155:${signer.chainId}`) throw rpcError(WALLET_ERRORS.chainDisconnected, chain);
  if (!isEip155Method(method)) throw rpcError(WALLET_ERRORS.unsupportedMethod, method);
  const parsed = paramsSchemas[method].safeParse(params);
  if (!parsed.success) throw invalidParams(parsed.error, method);
  const ownAccount = (account: string) => {
    if (account.toLowerCase() !== signer.address.toLowerCase()) throw rpcError(WALLET_ERRORS.unauthorized, account);
  };
  const forward = (forwarded: unknown[]) => () => signer.provider.request({ method, params: forwarded });
  const prepared = (run: () => Promise<unknown>) => ({ needsApproval: NEEDS_APPROVAL.has(method), run });

  switch (method) {
    case 'personal_sign': {
      const [message, account] = parsed.data as z.infer<(typeof paramsSchemas)['personal_sign']>;
      ownAccount(account);
      return prepared(forward([message, account]));
    }
    case 'eth_signTypedData_v4': {
      const [account, data] = parsed.data as z.infer<(typeof paramsSchemas)['eth_signTypedData_v4']>;
      ownAccount(account);
      return prepared(forward([account, JSON.stringify(data)]));
    }
    case 'eth_sendTransaction': {
      const [transaction] = parsed.data as z.infer<(typeof paramsSchemas)['eth_sendTransaction']>;
      ownAccount(transaction.from);
      return prepared(forward([transaction]));
    }
    case 'eth_accounts':
      return prepared(async () => [signer.address]);
    case 'eth_chainId':
      return prepared(async () => `0x${signer.chainId.toString(16)}`);
    case 'wallet_switchEthereumChain': {
      const [{ chainId }] = parsed.data as z.infer<(typeof paramsSchemas)['wallet_switchEthereumChain']>;
      return prepared(forward([{ chainId: chainId.toLowerCase() }]));
    }
  }
}

/** What the wallet signs with: its EIP-155 account, and a Solana keypair when it has one. */
export interface WalletSigners {
  eip155: Eip155Signer;
  solana?: SolanaSigner;
}

/** Routes a session request by its chain's namespace (`eip155:31337`, `solana:…`). Throws an RpcError when it cannot be served. */
export function prepareRequest(signers: WalletSigners, chain: string, method: string, params: unknown): PreparedRequest {
  const namespace = chain.split(':')[0];
  if (namespace === 'eip155') return prepareEip155Request(signers.eip155, chain, method, params);
  if (namespace === 'solana' && signers.solana) return prepareSolanaRequest(signers.solana, chain, method, params);
  throw rpcError(WALLET_ERRORS.unsupportedMethod, `${method} on ${chain}`);
}
