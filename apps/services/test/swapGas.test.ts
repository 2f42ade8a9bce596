// The gas a built swap carries must cover the swap as it is mined, not only as it was estimated. A
// Uniswap V2 pair writes its two price accumulators in the first swap of a later second, from zero
// on a pair no one has swapped on yet: a swap estimated in the second of the pair's last update and
// mined in a later one costs more than its estimate (found as convert.test's ETH swap reverting now
// and then on the devnet's fresh pairs).
import { apiRequest, buildTransactionResponseSchema } from '@latch/core/api';
import { mined, uniswapArtifact } from '@latch/devnet';
import { Contract, parseEther, toBeHex } from 'ethers';
import { NATIVE_TOKEN_ADDRESS } from '../src/index.js';
import { CHAIN, useWorld } from './chainHelpers.js';

const world = useWorld();
const id = (address: string) => `${CHAIN}:${address}`;
/** UniswapV2Pair's storage slot of reserve0, reserve1 (112 bits each) and blockTimestampLast (the top 32). */
const PAIR_RESERVES_SLOT = 8;

it("pays for a fresh pair's first price accumulators when the swap is mined in a later second than it was built", async () => {
  const { devnet, provider } = world();
  const me = devnet.accounts[7]!.address;
  const factory = new Contract(devnet.dex.factory, uniswapArtifact('UniswapV2Factory').abi, provider);
  const pair = new Contract((await factory.getFunction('getPair')(devnet.dex.weth, devnet.tokens.usdc.address)) as string, uniswapArtifact('UniswapV2Pair').abi, provider);
  expect(await pair.getFunction('price0CumulativeLast')()).toBe(0n);
  // Built (and estimated) in a block of the pair's last second; mined ten seconds later. The chain
  // may have mined past that second since (the world's start), so the pair's last update is moved to
  // the next block's second: its reserves stay, in the slot they share with that time.
  const now = (await provider.getBlock('latest'))!.timestamp + 1;
  const reservesSlot = BigInt(await provider.getStorage(pair.target, PAIR_RESERVES_SLOT));
  await provider.send('anvil_setStorageAt', [pair.target, toBeHex(PAIR_RESERVES_SLOT, 32), toBeHex((BigInt(now) << 224n) | (reservesSlot & ((1n << 224n) - 1n)), 32)]);
  await provider.send('evm_setNextBlockTimestamp', [now]);
  const { tx } = await apiRequest(world().api, {
    method: 'POST',
    path: '/v1/convert/build-transaction',
    body: { amount: parseEther('0.1').toString(), eip155: { slippage: '1' }, projectId: 'latch-demo', from: id(NATIVE_TOKEN_ADDRESS), to: id(devnet.tokens.usdc.address), userAddress: id(me) },
    schema: buildTransactionResponseSchema,
    empty: { tx: { from: '', to: '', data: '', value: '' } },
  });
  await provider.send('evm_setNextBlockTimestamp', [now + 10]);
  const receipt = await mined(world().signer(7).sendTransaction({ to: tx.to, data: tx.data, value: BigInt(tx.value), gasLimit: BigInt(tx.eip155!.gas!) }));
  expect(receipt.status).toBe(1);
  expect(await pair.getFunction('price0CumulativeLast')()).not.toBe(0n);
});
