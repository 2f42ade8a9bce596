// An external smart wallet for the browser tests (issue 18, point 6): its account is the devnet's
// SimpleAccount of a dev key, and it speaks EIP-5792 as smart wallets do: wallet_getCapabilities says
// atomic 'supported', wallet_sendCalls is one user operation (executeBatch) through the real bundler,
// wallet_getCallsStatus answers from its receipt. It runs in this process, its key out of the page,
// and is installed in the page as an EIP-6963 wallet (installTestWallet). The user operations are
// built and signed by the wallet frame's own smart account sender, against the real EntryPoint.
import { rpcCall, type DevAccount, type RequestArguments } from '@latch/devnet';
import { Interface, parseEther, toQuantity } from 'ethers';
import { createSmartAccountSender } from '../../../apps/wallet-frame/src/smartAccount/sender.js';
import { devnetInfo, devWallet } from './testWallet.js';

export const SMART_TEST_WALLET = { name: 'Latch Smart Test Wallet', rdns: 'dev.latch.smarttestwallet' };

const ERC20 = new Interface(['function transfer(address to, uint256 amount) returns (bool)']);
const USER_REJECTED = { code: 4001, message: 'User rejected the request.' };

interface Call {
  to: string;
  data?: string;
  value?: string;
}

/** The smart wallet of `owner`, funded with ETH and `usdc` base units of USDC by `funder`; `declineCalls` makes it refuse wallet_sendCalls as a person would. */
export async function smartTestWallet(owner: DevAccount, funder: DevAccount, { usdc = 0n } = {}) {
  const { rpcUrl, chainId, smartAccount, tokens } = devnetInfo();
  const network = { chainId, caipNetworkId: `eip155:${chainId}`, name: 'Devnet', rpcUrl, nativeSymbol: 'ETH', smartAccount };
  const sender = await createSmartAccountSender({ privateKey: owner.privateKey, network, rpc: (url, method, params) => rpcCall(url, method, params) });
  const funding = devWallet(funder);
  try {
    await funding.request({ method: 'eth_sendTransaction', params: [{ from: funder.address, to: sender.address, value: toQuantity(parseEther('1')) }] });
    if (usdc > 0n) await funding.request({ method: 'eth_sendTransaction', params: [{ from: funder.address, to: tokens.usdc.address, data: ERC20.encodeFunctionData('transfer', [sender.address, usdc]) }] });
  } finally {
    funding.destroy();
  }

  const bundles = new Map<string, string>();
  const asked: string[] = [];
  const control = { declineCalls: false };
  const batch = async (calls: Call[]) => {
    const prepared = await sender.prepare(calls.map(({ to, data, value }) => ({ to, data: data ?? '0x', value: BigInt(value ?? 0) })));
    return prepared.send();
  };
  const request = async (args: RequestArguments): Promise<unknown> => {
    const { method } = args;
    const params = Array.isArray(args.params) ? args.params : [];
    asked.push(method);
    switch (method) {
      case 'eth_requestAccounts':
      case 'eth_accounts':
        return [sender.address];
      case 'eth_chainId':
        return toQuantity(chainId);
      case 'wallet_getCapabilities':
        return { [toQuantity(chainId)]: { atomic: { status: 'supported' } } };
      case 'wallet_sendCalls': {
        if (control.declineCalls) throw Object.assign(new Error(USER_REJECTED.message), { code: USER_REJECTED.code });
        const [{ calls }] = params as [{ calls: Call[] }];
        const id = `0x${(bundles.size + 1).toString(16).padStart(64, '0')}`;
        bundles.set(id, await batch(calls));
        return { id };
      }
      case 'wallet_getCallsStatus': {
        const hash = bundles.get((params as [string])[0]);
        if (!hash) throw Object.assign(new Error('Unknown bundle'), { code: 5730 });
        return { version: '2.0.0', id: params[0], chainId: toQuantity(chainId), atomic: true, status: 200, receipts: [{ transactionHash: hash, status: '0x1' }] };
      }
      case 'eth_sendTransaction':
        return batch([(params as [Call])[0]]);
      case 'personal_sign':
        // This wallet only declines: a smart account's signature (ERC-1271) is no part of these tests.
        throw Object.assign(new Error(USER_REJECTED.message), { code: USER_REJECTED.code });
      case 'wallet_revokePermissions':
        return null;
      default:
        return rpcCall(rpcUrl, method, params);
    }
  };
  return { address: sender.address, provider: { request }, asked, control };
}
