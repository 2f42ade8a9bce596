import { z } from 'zod';
import type { DevProvider } from '../devProvider.js';
import { RpcError } from '../rpc.js';
import { EIP155_METHODS, type Eip155Method } from './namespaces.js';

/** EIP-1193 and JSON-RPC codes the wallet answers with. */
export const WALLET_ERRORS = {
  userRejected: { code: 4001, message: 'User rejected the request.' },
  unauthorized: { code: 4100, message: 'The requested account has not been authorized by the user.' },
  unsupportedMethod: { code: 4200, message: 'The wallet does not support the requested method.' },
  chainDisconnected: { code: 4901, message: 'The wallet is not connected to the requested chain.' },
  internal: { code: -32603, message: 'Internal error' },
  invalidParams: { code: -32602, message: 'Invalid params' },
} as const;

const rpcError = ({ code, message }: { code: number; message: string }, detail?: string) => new RpcError(code, detail ? `${message}: ${detail}` : message);

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

export interface PreparedRequest {
  needsApproval: boolean;
  run(): Promise<unknown>;
}

const isEip155Method = (method: string): method is Eip155Method => (EIP155_METHODS as readonly string[]).includes(method);

/** Checks an EIP-155 request against its schema and the wallet's account. Throws an RpcError when it cannot be served. */
export function prepareEip155Request(signer: Eip155Signer, chain: string, method: string, params: unknown): PreparedRequest {
  if (chain !== `eip155:${signer.chainId}`) throw rpcError(WALLET_ERRORS.chainDisconnected, chain);
  if (!isEip155Method(method)) throw rpcError(WALLET_ERRORS.unsupportedMethod, method);
  const parsed = paramsSchemas[method].safeParse(params);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw rpcError(WALLET_ERRORS.invalidParams, issue ? `${issue.path.join('.') || 'params'}: ${issue.message}` : method);
  }
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

/** Request handlers by CAIP-2 namespace: a Solana one goes beside eip155. */
const NAMESPACE_HANDLERS: Record<string, (signer: Eip155Signer, chain: string, method: string, params: unknown) => PreparedRequest> = {
  eip155: prepareEip155Request,
};

/** Routes a session request by its chain (`eip155:31337`). Throws an RpcError when it cannot be served. */
export function prepareRequest(signer: Eip155Signer, chain: string, method: string, params: unknown): PreparedRequest {
  const handler = NAMESPACE_HANDLERS[chain.split(':')[0] ?? ''];
  if (!handler) throw rpcError(WALLET_ERRORS.unsupportedMethod, `${method} on ${chain}`);
  return handler(signer, chain, method, params);
}

/** The JSON-RPC error a failed request answers with: an RpcError as it is, anything else as an internal error. */
export function toRpcError(error: unknown): { code: number; message: string } {
  if (error instanceof RpcError) return { code: error.code, message: error.message };
  const { shortMessage, message } = (error ?? {}) as { shortMessage?: unknown; message?: unknown };
  const detail = typeof shortMessage === 'string' ? shortMessage : typeof message === 'string' ? message : String(error);
  return { code: WALLET_ERRORS.internal.code, message: `${WALLET_ERRORS.internal.message}: ${detail}` };
}
