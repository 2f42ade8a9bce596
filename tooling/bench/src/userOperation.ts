// A user operation of the embedded wallet's smart account from the person's approval to its receipt:
// what the wallet frame runs once Approve is pressed (sign with the owner key, eth_sendUserOperation
// to the bundler, ask for the receipt until it is in), through the frame's own sender, against anvil
// and alto on loopback. The first operation of an account also deploys it (initCode); the next ones
// do not, so both are timed.
import { freePort, rpcCall, startBundler, startDevnet, type Bundler, type Devnet } from '@latch/devnet';
import { createSmartAccountSender } from '@latch/wallet-frame';
import { parseEther, toQuantity, Wallet } from 'ethers';
import { summarize, type Timing } from './timing.js';

export interface UserOperationTiming {
  /** An account's first operation: it deploys the account and sends. */
  first: Timing;
  /** A deployed account's operation. */
  next: Timing;
}

const RECEIVER = '0x000000000000000000000000000000000000dEaD';

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

/** `runs` fresh accounts, each funded, then timed on its first and its second operation. */
export async function measureUserOperations({ runs = 10 } = {}): Promise<UserOperationTiming> {
  let devnet: Devnet | undefined;
  let bundler: Bundler | undefined;
  try {
    devnet = await startDevnet({ port: await freePort() });
    bundler = await startBundler({ port: 0, rpcUrl: devnet.rpcUrl, entryPoint: devnet.accountAbstraction.entryPoint });
    const { rpcUrl, chainId, accountAbstraction, accounts } = devnet;
    const network = {
      chainId,
      caipNetworkId: `eip155:${chainId}`,
      name: 'Devnet',
      rpcUrl,
      nativeSymbol: 'ETH',
      smartAccount: { ...accountAbstraction, bundlerUrl: bundler.url },
    };
    const first: number[] = [];
    const next: number[] = [];
    for (let run = 0; run < runs; run++) {
      const sender = await createSmartAccountSender({ privateKey: Wallet.createRandom().privateKey, network, rpc: (url, method, params) => rpcCall(url, method, params) });
      await rpcCall(rpcUrl, 'eth_sendTransaction', [{ from: accounts[0]!.address, to: sender.address, value: toQuantity(parseEther('1')) }]);
      const call = [{ to: RECEIVER, value: parseEther('0.001'), data: '0x' }];
      // Each is prepared (estimated, priced) before the approval, as the frame shows its cost, and sent after it.
      const deploying = await sender.prepare(call);
      first.push(await timed(() => deploying.send()));
      const deployed = await sender.prepare(call);
      next.push(await timed(() => deployed.send()));
    }
    return { first: summarize(first), next: summarize(next) };
  } finally {
    await bundler?.stop();
    await devnet?.stop();
  }
}
