import { getBytes, isHexString, Wallet, type TransactionRequest, type TypedDataField } from 'ethers';
import { freshProvider } from './provider.js';
import { rpcCall, RpcError } from './rpc.js';

export interface RequestArguments {
  method: string;
  params?: unknown[] | Record<string, unknown>;
}

type Listener = (...args: unknown[]) => void;

interface RpcTransaction {
  from?: string;
  to?: string;
  value?: string;
  data?: string;
  gas?: string;
  gasPrice?: string;
  maxFeePerGas?: string;
  maxPriorityFeePerGas?: string;
  nonce?: string;
}

const toRequest = (tx: RpcTransaction): TransactionRequest => ({
  to: tx.to,
  value: tx.value,
  data: tx.data,
  gasLimit: tx.gas,
  gasPrice: tx.gasPrice,
  maxFeePerGas: tx.maxFeePerGas,
  maxPriorityFeePerGas: tx.maxPriorityFeePerGas,
  nonce: tx.nonce === undefined ? undefined : Number(tx.nonce),
});

/**
 * A real EIP-1193 wallet for the devnet: it signs with a dev key in this process and
 * forwards every read to the chain. Tests and the browser test wallet use it; it never
 * ships to a dApp.
 */
export function createDevProvider({ rpcUrl, privateKey, chainId }: { rpcUrl: string; privateKey: string; chainId: number }) {
  const provider = freshProvider(rpcUrl);
  const wallet = new Wallet(privateKey, provider);
  const listeners = new Map<string, Set<Listener>>();
  let connected = false;
  /** A test can make the next approval-needing request fail as if the person said no. */
  let rejectNext = false;
  const hexChainId = `0x${chainId.toString(16)}`;

  const params = (args: RequestArguments) => (Array.isArray(args.params) ? args.params : []);
  const approve = () => {
    if (rejectNext) {
      rejectNext = false;
      throw new RpcError(4001, 'User rejected the request.');
    }
  };
  const forward = (args: RequestArguments) => rpcCall(rpcUrl, args.method, params(args));

  async function request(args: RequestArguments): Promise<unknown> {
    switch (args.method) {
      case 'eth_requestAccounts':
        approve();
        connected = true;
        return [wallet.address];
      case 'eth_accounts':
        return connected ? [wallet.address] : [];
      case 'eth_chainId':
        return hexChainId;
      case 'net_version':
        return String(chainId);
      case 'personal_sign': {
        approve();
        const [message] = params(args) as [string];
        return wallet.signMessage(isHexString(message) ? getBytes(message) : message);
      }
      case 'eth_signTypedData_v4': {
        approve();
        const [, json] = params(args) as [string, string];
        const typed = JSON.parse(json) as { domain: object; types: Record<string, TypedDataField[]>; message: Record<string, unknown> };
        const { EIP712Domain: _domain, ...types } = typed.types;
        return wallet.signTypedData(typed.domain, types, typed.message);
      }
      case 'eth_sendTransaction': {
        approve();
        const [tx] = params(args) as [RpcTransaction];
        const sent = await wallet.sendTransaction(toRequest(tx));
        return sent.hash;
      }
      case 'wallet_switchEthereumChain': {
        const [{ chainId: wanted }] = params(args) as [{ chainId: string }];
        if (wanted.toLowerCase() !== hexChainId) throw new RpcError(4902, `Unrecognized chain ID "${wanted}".`);
        return null;
      }
      case 'wallet_revokePermissions':
        connected = false;
        return null;
      default:
        return forward(args);
    }
  }

  return {
    address: wallet.address,
    request,
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
    },
    /** Emits an EIP-1193 event, as a wallet does when its person switches account or chain. */
    emit(event: string, ...args: unknown[]) {
      listeners.get(event)?.forEach((listener) => listener(...args));
    },
    rejectNextRequest() {
      rejectNext = true;
    },
    destroy() {
      provider.destroy();
    },
  };
}

export type DevProvider = ReturnType<typeof createDevProvider>;
