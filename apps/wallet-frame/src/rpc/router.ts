// RPC_REQUEST (SPEC 6): safe methods are answered at once (eth_accounts, eth_chainId and the
// EIP-5792 queries here, the rest by the network's node); unsafe ones wait for the person's
// approval in the frame, then are signed or sent with the account's key; known unsafe methods
// the wallet cannot do yet are refused with an error; anything else is not allowed.
import { isSafeRpcMethod, isUnsafeRpcMethod } from '@latch/frame/host';
import type { ApprovalQueue } from '../approval/queue.js';
import { ATOMICITY_NOT_SUPPORTED, NOT_CONNECTED, notSupportedYet, OTHER_ACCOUNT, RPC_NOT_ALLOWED, SMART_ACCOUNT_CANNOT_CREATE, SMART_SESSIONS_OFF } from '../messages.js';
import type { FrameNetwork, Networks } from '../networks.js';
import { CallBundles } from './calls.js';
import { inEachLocale } from '../i18n/inEachLocale.js';
import { describeAtomicCalls, describeCalls, describeText as t, describeTransaction, describeTypedData, messageText, type ApprovalSummary } from './describe.js';
import { fillCalls, fillTransaction, type FilledTransaction, type NodeCall } from './fill.js';
import {
  getCallsStatusParams,
  parseParams,
  toBigInt,
  personalSignParams,
  sendCallsParams,
  sendTransactionParams,
  signTypedDataParams,
  type TransactionRequest,
} from './params.js';
import type { PreparedUserOperation, SmartAccountSender } from '../smartAccount/sender.js';
import { PERMISSIONS_CAPABILITY, type SmartSessionsGate } from '../smartAccount/sessions/gate.js';
import type { EvmSigner } from './signer.js';
import type { TokenAction } from './tokenWords.js';
import { parseTypedData, requireDomainOnNetwork } from './typedData.js';


export interface RpcAccount {
  /** The address the app knows: the smart account's on a smart-account-enabled network, else the EOA's. */
  address: string;
  /** The signer on `network` (ethers, loaded on first use). */
  signer(network: FrameNetwork): Promise<EvmSigner>;
  /** The smart account on `network`, whose sends are user operations; undefined where the account is the EOA. */
  smartAccount?(network: FrameNetwork): Promise<SmartAccountSender | undefined>;
}

export interface RpcRequest {
  method: string;
  params?: unknown;
  chainId?: string | number;
}

export interface RpcRequestContext {
  origin: string;
  /** The app's id of the request: a CANCEL_APPROVAL that names it ends its approval. */
  requestId?: string;
  dappName?: string;
}

export interface RpcRouterOptions {
  networks: Networks;
  currentNetwork: () => FrameNetwork;
  /** The connected account, or undefined. */
  account: () => Promise<RpcAccount | undefined>;
  /** A call to the network's node. */
  forward: (network: FrameNetwork, method: string, params: unknown) => Promise<unknown>;
  approvals: ApprovalQueue;
  /** ERC-7715 permissions of the smart account (smartAccount/sessions); without it they are not supported. */
  smartSessions?: SmartSessionsGate;
}

/** What the approval screen shows of a request (`ask` adds who asks, and on which network; its words made in each locale), and what runs on Approve. */
interface Prepared<T> {
  shown: Omit<ApprovalSummary, 'method' | 'origin' | 'dappName' | 'network'>;
  work: (signer: EvmSigner) => Promise<T>;
}

/** What a call to a token contract does, in words; ethers' ABI code loads only for a call with data. */
async function describeAnyTokenCall(to: string | null | undefined, data: string | undefined, node: NodeCall): Promise<TokenAction | undefined> {
  if (!to || !data || data === '0x') return undefined;
  return (await import('./tokenCall.js')).describeTokenCall(to, data, node);
}

const hexChainId = (network: FrameNetwork) => `0x${network.chainId.toString(16)}`;

/** A user operation seen as the transaction the approval screen knows: its call, every gas limit together, its fees. */
const operationAsTransaction = (prepared: PreparedUserOperation, call: { to: string; value: bigint; data: string }, network: FrameNetwork): FilledTransaction => ({
  chainId: network.chainId,
  ...call,
  nonce: Number(prepared.nonce),
  gasLimit: prepared.gasLimit,
  type: 2,
  maxFeePerGas: prepared.maxFeePerGas,
  maxPriorityFeePerGas: prepared.maxPriorityFeePerGas,
});
const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export class RpcRouter {
  readonly #bundles = new CallBundles();

  constructor(private readonly options: RpcRouterOptions) {}

  /** The smart sessions, when the app turned the feature on. */
  #smartSessions() {
    const gate = this.options.smartSessions;
    if (!gate?.enabled()) throw new Error(SMART_SESSIONS_OFF);
    return gate.load();
  }

  #node(network: FrameNetwork): NodeCall {
    return (method, params) => this.options.forward(network, method, params);
  }

  async request({ method, params, chainId }: RpcRequest, context: RpcRequestContext): Promise<unknown> {
    const network = chainId === undefined ? this.options.currentNetwork() : this.options.networks.require(chainId);
    if (isSafeRpcMethod(method)) return this.#answer(method, params, network);
    if (isUnsafeRpcMethod(method)) return this.#approve(method, params, network, context);
    throw new Error(RPC_NOT_ALLOWED);
  }

  async #answer(method: string, params: unknown, network: FrameNetwork): Promise<unknown> {
    switch (method) {
      case 'eth_accounts': {
        const account = await this.options.account();
        return account ? [account.address] : [];
      }
      case 'eth_chainId':
        return hexChainId(network);
      case 'wallet_getCapabilities': {
        // EIP-5792: a smart account sends a batch in one operation; an EOA cannot.
        const account = await this.options.account();
        const capabilities = await Promise.all(
          this.options.networks.list.map(async (known) => {
            const smart = await account?.smartAccount?.(known);
            const permissions = smart && this.options.smartSessions?.enabled() ? { permissions: PERMISSIONS_CAPABILITY } : {};
            return [hexChainId(known), { atomic: { status: smart ? 'supported' : 'unsupported' }, ...permissions }] as const;
          }),
        );
        return Object.fromEntries(capabilities);
      }
      case 'wallet_getCallsStatus': {
        const [id] = parseParams(method, getCallsStatusParams, params);
        return this.#bundles.status(id, (bundleChain, hash) => this.options.forward(this.options.networks.require(bundleChain), 'eth_getTransactionReceipt', [hash]));
      }
      default:
        return this.options.forward(network, method, params ?? []);
    }
  }

  async #approve(method: string, params: unknown, network: FrameNetwork, context: RpcRequestContext): Promise<unknown> {
    const account = await this.options.account();
    if (!account) throw new Error(NOT_CONNECTED);
    // On its turn in the queue, `prepare` says what the screen shows and what runs on Approve.
    const ask = <T>(target: FrameNetwork, prepare: () => Promise<Prepared<T>>) =>
      this.options.approvals.run(async () => {
        const { shown, work } = await prepare();
        const summary = inEachLocale(() => ({ method, origin: context.origin, network: `${target.name} (${target.caipNetworkId})`, ...(context.dappName ? { dappName: context.dappName } : {}), ...shown }));
        return { summary, work: async () => work(await account.signer(target)) };
      }, context.requestId);
    const mine = (address: string | undefined) => {
      if (address !== undefined && !sameAddress(address, account.address)) throw new Error(OTHER_ACCOUNT);
    };

    switch (method) {
      case 'personal_sign': {
        const [message, address] = parseParams(method, personalSignParams, params);
        mine(address);
        const shown = inEachLocale(() => ({ title: t('approval.title.message'), details: [[t('approval.row.from'), account.address]] satisfies [string, string][], message: messageText(message) }));
        return ask(network, async () => ({ shown, work: (signer) => signer.personalSign(message) }));
      }
      case 'eth_signTypedData_v4': {
        const [address, raw] = parseParams(method, signTypedDataParams, params);
        mine(address);
        const data = parseTypedData(raw);
        requireDomainOnNetwork(data, network);
        return ask(network, async () => {
          // ethers loads here: it says which struct is signed (refusing typed data it cannot sign) and reads a permit in it.
          const permit = await (await import('./permits.js')).describePermit(data, this.#node(network));
          return { shown: inEachLocale(() => ({ title: t('approval.title.typedData'), ...describeTypedData(data, account.address, permit) })), work: (signer) => signer.signTypedData(data) };
        });
      }
      case 'eth_sendTransaction': {
        const [tx] = parseParams(method, sendTransactionParams, params);
        mine(tx.from);
        const smartAccount = await account.smartAccount?.(network);
        if (smartAccount) return ask(network, () => this.#userOperation(smartAccount, tx, network));
        return ask(network, async () => {
          // Filled on its turn, after the request before it was sent: the nonce is the next one, and the signer signs what is shown.
          const node = this.#node(network);
          const filled = await fillTransaction(tx, account.address, network.chainId, node);
          const action = await describeAnyTokenCall(filled.to, filled.data, node);
          return { shown: inEachLocale(() => ({ title: t('approval.title.transaction'), ...describeTransaction(tx, filled, account.address, network.nativeSymbol, action) })), work: (signer) => signer.sendTransaction(filled) };
        });
      }
      case 'wallet_sendCalls': {
        const [batch] = parseParams(method, sendCallsParams, params);
        mine(batch.from);
        const target = batch.chainId === undefined ? network : this.options.networks.require(Number(batch.chainId));
        const requests = batch.calls.map(({ to, data, value }) => ({ to, ...(data ? { data } : {}), ...(value !== undefined ? { value } : {}) }));
        const count = requests.length;
        const within = batch.capabilities?.permissions;
        if (within !== undefined) {
          // Within an ERC-7715 permission: the session key signs, no approval; the account enforces the permission.
          const calls = requests.map(({ to, data, value }) => ({ to, value: toBigInt(value) ?? 0n, data: data ?? '0x' }));
          const hash = await (await this.#smartSessions()).sendWithin(within, calls, account, target, context.origin);
          return { id: this.#bundles.add({ chainId: target.chainId, hashes: [hash], atomic: true }) };
        }
        const smartAccount = await account.smartAccount?.(target);
        if (smartAccount) return ask(target, () => this.#batchUserOperation(smartAccount, requests, target));
        // The calls go one by one, so a batch that must be all-or-nothing is refused before it is shown.
        if (batch.atomicRequired) throw new Error(ATOMICITY_NOT_SUPPORTED);
        return ask(target, async () => {
          const node = this.#node(target);
          const [filled, actions] = await Promise.all([
            fillCalls(requests, account.address, target.chainId, node),
            Promise.all(requests.map((request) => describeAnyTokenCall(request.to, request.data, node))),
          ]);
          const shown = inEachLocale(() => ({ title: t('approval.title.calls', { count }), ...describeCalls(requests, filled, actions, account.address, target.nativeSymbol) }));
          const work = async (signer: EvmSigner) => {
            const hashes: string[] = [];
            for (const [index, request] of requests.entries()) hashes.push(await signer.sendTransaction(filled[index] ?? (await fillTransaction(request, account.address, target.chainId, node))));
            return { id: this.#bundles.add({ chainId: target.chainId, hashes }) };
          };
          return { shown, work };
        });
      }
      case 'wallet_grantPermissions': {
        const { network: target, prepare } = (await this.#smartSessions()).grant(params, account, context.origin);
        return ask(target, prepare);
      }
      case 'wallet_revokePermissions': {
        const { network: target, prepare } = (await this.#smartSessions()).revoke(params, account, network, context.origin);
        return ask(target, prepare);
      }
      default:
        throw new Error(notSupportedYet(method));
    }
  }

  /** eth_sendTransaction from a smart account: one user operation with the call, shown with the most its gas can cost; Approve signs and sends it. */
  async #userOperation(smartAccount: SmartAccountSender, tx: TransactionRequest, network: FrameNetwork): Promise<Prepared<string>> {
    // A smart account calls contracts; it does not deploy them through execute.
    if (!tx.to) throw new Error(SMART_ACCOUNT_CANNOT_CREATE);
    const call = { to: tx.to, value: toBigInt(tx.value) ?? 0n, data: tx.data ?? tx.input ?? '0x' };
    const [prepared, action] = await Promise.all([smartAccount.prepare([call]), describeAnyTokenCall(call.to, call.data, this.#node(network))]);
    const shownAs = operationAsTransaction(prepared, call, network);
    return { shown: inEachLocale(() => ({ title: t('approval.title.transaction'), ...describeTransaction(tx, shownAs, smartAccount.address, network.nativeSymbol, action) })), work: () => prepared.send() };
  }

  /** wallet_sendCalls from a smart account: every call in one user operation (executeBatch), atomic; the bundle's id answers once it landed. */
  async #batchUserOperation(smartAccount: SmartAccountSender, requests: readonly { to: string; data?: string; value?: string | number }[], network: FrameNetwork): Promise<Prepared<{ id: string }>> {
    const node = this.#node(network);
    const calls = requests.map(({ to, data, value }) => ({ to, value: toBigInt(value) ?? 0n, data: data ?? '0x' }));
    const [prepared, actions] = await Promise.all([smartAccount.prepare(calls), Promise.all(calls.map((call) => describeAnyTokenCall(call.to, call.data, node)))]);
    const shownAs = operationAsTransaction(prepared, { to: smartAccount.address, value: 0n, data: prepared.operation.callData }, network);
    const count = calls.length;
    return {
      shown: inEachLocale(() => ({ title: t('approval.title.calls', { count }), ...describeAtomicCalls(requests, shownAs, actions, smartAccount.address, network.nativeSymbol) })),
      work: async () => ({ id: this.#bundles.add({ chainId: network.chainId, hashes: [await prepared.send()], atomic: true }) }),
    };
  }
}
