// The frame's RPC router over the embedded smart account of `owner` on the devnet, with a person who
// approves every request and remembers what it was shown: for the integration tests against alto.
import { ApprovalQueue, type ApprovalPrompt } from '../src/approval/queue.js';
import type { ApprovalSummary } from '../src/rpc/describe.js';
import { Networks, type SmartAccountContracts } from '../src/networks.js';
import { frameNetworks } from './devnetNetworks.js';
import { rpcCall } from '../src/rpc/jsonRpc.js';
import { RpcRouter } from '../src/rpc/router.js';
import { createEvmSigner } from '../src/rpc/signer.js';
import { createSmartAccountSender } from '../src/smartAccount/sender.js';
import type { SmartSessionsGate } from '../src/smartAccount/sessions/gate.js';

/** The person at the frame: approves every request and remembers what it was shown. */
export class ApprovingPrompt implements ApprovalPrompt {
  shown: ApprovalSummary[] = [];
  async ask(summary: ApprovalSummary) {
    this.shown.push(summary);
    return true;
  }
  working() {}
  done() {}
  cancel() {
    return false;
  }
}

export function smartAccountRouter({ rpcUrl, contracts, owner, smartSessions }: { rpcUrl: string; contracts: SmartAccountContracts; owner: { privateKey: string }; smartSessions?: SmartSessionsGate }) {
  const networks = new Networks(frameNetworks(rpcUrl, contracts));
  const network = networks.default;
  const smartAccount = createSmartAccountSender({ privateKey: owner.privateKey, network, rpc: (url, method, params) => rpcCall(url, method, params) });
  const prompt = new ApprovingPrompt();
  const router = new RpcRouter({
    networks,
    currentNetwork: () => network,
    account: async () => ({
      address: (await smartAccount).address,
      signer: async () => createEvmSigner(owner.privateKey, (method, params) => rpcCall(rpcUrl, method, params)),
      smartAccount: () => smartAccount,
    }),
    forward: (target, method, params) => rpcCall(target.rpcUrl, method, params),
    approvals: new ApprovalQueue(prompt, () => {}),
    ...(smartSessions ? { smartSessions } : {}),
  });
  return { networks, smartAccount, prompt, router };
}
