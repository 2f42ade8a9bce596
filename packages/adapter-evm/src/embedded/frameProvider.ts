// An EIP-1193 provider over the embedded wallet's frame: the adapter's session code talks to it
// like to any wallet. Accounts and chain come from the frame's user; a network switch is the
// frame's SWITCH_NETWORK; every other method is an RPC request the frame answers or asks about.
import { isSafeRpcMethod, isUnsafeRpcMethod, loggedInUser, type AppRequestType, type RequestPayload, type SuccessPayload } from '@latch/frame';
import { ErrorMessages, LatchError, type EmbeddedUser } from '@latch/core';
import { parseChainId } from '../chainId.js';
import { loadEthers } from '../loadEthers.js';
import type { EIP1193Provider } from '../provider.js';

export type FrameCall = <T extends AppRequestType>(type: T, payload: RequestPayload<T>) => Promise<SuccessPayload<T>>;

type Listener = (...args: unknown[]) => void;

export interface FrameProvider extends EIP1193Provider {
  /** Tells the page's listeners that the frame's session ended (sign-out elsewhere, expiry). */
  ended(): void;
  /**
   * Asks the frame for the account on `chainId` at the next GET_USER (a connect), so the wallet opens
   * on the app's network rather than on the first the frame serves; a chain the frame does not serve
   * leaves it where it is. Returns the provider.
   */
  opensOn(chainId: string | number | undefined): FrameProvider;
}

/** The chain id as EIP-1193 answers it: a hex quantity. One that is none is passed on for the caller to refuse. */
async function hexChainId(chainId: string | number): Promise<string> {
  const id = parseChainId(chainId);
  return id === undefined ? String(chainId) : (await loadEthers()).toQuantity(id);
}

/** An ERC-7715 revoke: `[{ permissionContext }]`, not EIP-2255's `[{ eth_accounts: {} }]`. */
const isPermissionRevoke = (params: unknown) => Array.isArray(params) && typeof params[0] === 'object' && params[0] !== null && 'permissionContext' in params[0];

export function createFrameProvider(call: FrameCall): FrameProvider {
  const listeners = new Map<string, Set<Listener>>();
  const fire = (event: string, ...args: unknown[]) => listeners.get(event)?.forEach((listener) => listener(...args));
  let chainId: string | number | undefined;
  let loggedIn: EmbeddedUser | undefined;
  let opening: string | number | undefined;

  async function user() {
    const wanted = opening;
    opening = undefined;
    const current = await call('GET_USER', wanted === undefined ? {} : { chainId: wanted });
    chainId = current.chainId;
    loggedIn = loggedInUser(current);
    return current;
  }

  async function switchChain(params: unknown) {
    const [target] = Array.isArray(params) ? params : [];
    const requested = parseChainId((target as { chainId?: unknown } | undefined)?.chainId);
    if (requested === undefined) throw new LatchError(ErrorMessages.chainNotSupported);
    const { chainId: now } = await call('SWITCH_NETWORK', { chainId: requested });
    if (now !== chainId) {
      chainId = now;
      fire('chainChanged', await hexChainId(now));
    }
    return null;
  }

  async function frameRequest(method: string, params: unknown) {
    type RpcPayload = RequestPayload<'RPC_REQUEST'>;
    // The frame drops a request its schema refuses without a word, so an unknown method is
    // refused here: "Requested RPC call is not allowed" (SPEC 6).
    if (!isSafeRpcMethod(method) && !isUnsafeRpcMethod(method)) throw new LatchError(ErrorMessages.rpcNotAllowed, { details: method });
    const { result } = await call('RPC_REQUEST', { method: method as RpcPayload['method'], params: params as RpcPayload['params'], chainId });
    return result;
  }

  return {
    async request({ method, params }) {
      switch (method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          return [(await user()).address];
        case 'eth_chainId':
          return hexChainId(chainId ?? (await call('GET_CHAIN_ID', {})).chainId);
        case 'wallet_switchEthereumChain':
          return switchChain(params);
        case 'wallet_addEthereumChain':
          // The frame knows its networks; it cannot be taught others.
          throw new LatchError(ErrorMessages.chainNotSupported);
        case 'wallet_revokePermissions':
          // EIP-2255's revoke (a disconnect: the session ends with the frame's sign-out) is answered here;
          // ERC-7715's, naming a permission's context, goes to the frame like any other request.
          return isPermissionRevoke(params) ? frameRequest(method, params) : null;
        default:
          return frameRequest(method, params);
      }
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
    },
    embeddedUser: () => loggedIn,
    ended: () => fire('disconnect'),
    opensOn(wanted) {
      opening = wanted;
      return this;
    },
  };
}
