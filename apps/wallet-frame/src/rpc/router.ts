// RPC_REQUEST (SPEC 6): safe methods are answered at once (eth_accounts, eth_chainId and the
// EIP-5792 queries here, the rest by the network's node); unsafe ones wait for the person's
// approval in the frame, then are signed or sent with the account's key; known unsafe methods
// the wallet cannot do yet are refused with an error; anything else is not allowed.
import { isSafeRpcMethod, isUnsafeRpcMethod } from '@latch/frame/host';
import type { ApprovalQueue } from '../approval/queue.js';
import { ATOMICITY_NOT_SUPPORTED, NOT_CONNECTED, notSupportedYet, OTHER_ACCOUNT, RPC_NOT_ALLOWED } from '../messages.js';
import type { FrameNetwork, Networks } from '../networks.js';
import { CallBundles } from './calls.js';
import { describeCalls, describeTransaction, describeTypedData, messageText, type ApprovalSummary } from './describe.js';
import {
  getCallsStatusParams,
  parseParams,
  personalSignParams,
  sendCallsParams,
  sendTransactionParams,
  signTypedDataParams,
} from './params.js';
import type { EvmSigner } from './signer.js';
import { parseTypedData, requireDomainOnNetwork } from './typedData.js';


export interface RpcAccount {
  address: string;
  /** The signer on `network` (ethers, loaded on first use). */
  signer(network: FrameNetwork): Promise<EvmSigner>;
}

export interface RpcRequest {
  method: string;
  params?: unknown;
  chainId?: string | number;
}

export interface RpcRequestContext {
  origin: string;
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
}

const hexChainId = (network: FrameNetwork) => `0x${network.chainId.toString(16)}`;
const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export class RpcRouter {
  readonly #bundles = new CallBundles();

  constructor(private readonly options: RpcRouterOptions) {}

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
      case 'wallet_getCapabilities':
        return Object.fromEntries(this.options.networks.list.map((known) => [hexChainId(known), { atomic: { status: 'unsupported' } }]));
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
    const base = { method, origin: context.origin, network: `${network.name} (${network.caipNetworkId})`, ...(context.dappName ? { dappName: context.dappName } : {}) };
    const ask = <T>(summary: Omit<ApprovalSummary, keyof typeof base>, work: (signer: EvmSigner) => Promise<T>) =>
      this.options.approvals.run({ ...base, ...summary }, async () => work(await account.signer(network)));
    const mine = (address: string | undefined) => {
      if (address !== undefined && !sameAddress(address, account.address)) throw new Error(OTHER_ACCOUNT);
    };

    switch (method) {
      case 'personal_sign': {
        const [message, address] = parseParams(method, personalSignParams, params);
        mine(address);
        return ask({ title: 'Sign a message', details: [['From', account.address]], message: messageText(message) }, (signer) => signer.personalSign(message));
      }
      case 'eth_signTypedData_v4': {
        const [address, raw] = parseParams(method, signTypedDataParams, params);
        mine(address);
        const data = parseTypedData(raw);
        requireDomainOnNetwork(data, network);
        const { details, message } = describeTypedData(data, account.address);
        return ask({ title: 'Sign typed data', details, message }, (signer) => signer.signTypedData(data));
      }
      case 'eth_sendTransaction': {
        const [tx] = parseParams(method, sendTransactionParams, params);
        mine(tx.from);
        const details = describeTransaction(tx, account.address, network.nativeSymbol);
        return ask({ title: 'Send a transaction', details }, (signer) => signer.sendTransaction(tx));
      }
      case 'wallet_sendCalls': {
        const [batch] = parseParams(method, sendCallsParams, params);
        mine(batch.from);
        // The calls go one by one, so a batch that must be all-or-nothing is refused before it is shown.
        if (batch.atomicRequired) throw new Error(ATOMICITY_NOT_SUPPORTED);
        const target = batch.chainId === undefined ? network : this.options.networks.require(Number(batch.chainId));
        const details = describeCalls(batch.calls, account.address, target.nativeSymbol);
        const count = batch.calls.length;
        return this.options.approvals.run({ ...base, network: `${target.name} (${target.caipNetworkId})`, title: `Send ${count} call${count === 1 ? '' : 's'}`, details }, async () => {
          const signer = await account.signer(target);
          const hashes: string[] = [];
          for (const call of batch.calls) hashes.push(await signer.sendTransaction({ to: call.to, ...(call.data ? { data: call.data } : {}), ...(call.value !== undefined ? { value: call.value } : {}) }));
          return { id: this.#bundles.add({ chainId: target.chainId, hashes }) };
        });
      }
      default:
        throw new Error(notSupportedYet(method));
    }
  }
}
