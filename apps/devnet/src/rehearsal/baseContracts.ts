import { Contract, getAddress, parseUnits, type Provider } from 'ethers';
import type { DevAccount } from '../accounts.js';
import { FUNDED_TOKEN_AMOUNT, loadArtifact, type Artifact, type DevTokenInfo } from '../deploy.js';
import type { DexContracts } from '../dex.js';
import { withSender } from '../sender.js';
import { routerArtifact, uniswapArtifact } from '../uniswap.js';
import { BASE_ADDRESSES, BASE_USDC } from './base.js';
import { placeAtCanonicalAddress } from './placement.js';

export interface BaseContracts {
  usdc: DevTokenInfo;
  dex: DexContracts;
}

/** Reads what each placed contract answers beside what Base's answers, and throws on any difference. */
async function checkAnswers(provider: Provider, { usdc, dex }: BaseContracts, feeToSetter: string): Promise<void> {
  const call = (address: string, { abi }: Artifact, name: string): Promise<unknown> => new Contract(address, abi, provider).getFunction(name)();
  const [weth, token, factory, router] = [uniswapArtifact('WETH9'), loadArtifact('DevToken'), uniswapArtifact('UniswapV2Factory'), uniswapArtifact('UniswapV2Router02')];
  const expected: [string, Promise<unknown>, unknown][] = [
    ['WETH name()', call(dex.weth, weth, 'name'), 'Wrapped Ether'],
    ['WETH symbol()', call(dex.weth, weth, 'symbol'), 'WETH'],
    ['USDC name()', call(usdc.address, token, 'name'), usdc.name],
    ['USDC symbol()', call(usdc.address, token, 'symbol'), usdc.symbol],
    ['USDC decimals()', call(usdc.address, token, 'decimals'), BigInt(usdc.decimals)],
    ['factory feeToSetter()', call(dex.factory, factory, 'feeToSetter'), getAddress(feeToSetter)],
    ['router factory()', call(dex.router, router, 'factory'), dex.factory],
    ['router WETH()', call(dex.router, router, 'WETH'), dex.weth],
  ];
  const wrong = [];
  for (const [what, answer, wanted] of expected) {
    const got = await answer;
    if (got !== wanted) wrong.push(`${what} is ${String(got)}, not ${String(wanted)}`);
  }
  if (wrong.length) throw new Error(`Base's contracts do not answer as placed: ${wrong.join('; ')}.`);
}

/**
 * Puts WETH, USDC (funding every holder with FUNDED_TOKEN_AMOUNT) and Uniswap V2's factory (owner
 * as fee setter) and router at their Base addresses, then checks that each answers there.
 */
export function placeBaseContracts(rpcUrl: string, owner: DevAccount, holders: string[]): Promise<BaseContracts> {
  const { weth, usdc, uniswapV2Factory: factory, uniswapV2Router: router } = BASE_ADDRESSES;
  return withSender(rpcUrl, owner, async (sender) => {
    const place = (address: string, artifact: Artifact, ...args: unknown[]) => placeAtCanonicalAddress(sender, rpcUrl, address, artifact, ...args);
    const usdcUnits = parseUnits(FUNDED_TOKEN_AMOUNT, BASE_USDC.decimals);
    await Promise.all([
      place(weth, uniswapArtifact('WETH9')),
      place(usdc, loadArtifact('DevToken'), BASE_USDC.name, BASE_USDC.symbol, BASE_USDC.decimals, holders, usdcUnits),
      place(factory, uniswapArtifact('UniswapV2Factory'), owner.address),
      // The router keeps the factory and WETH in immutables: built for the Base addresses, it moves whole.
      place(router, routerArtifact(), factory, weth),
    ]);
    const placed = { usdc: { address: usdc, ...BASE_USDC }, dex: { weth, factory, router } };
    await checkAnswers(sender.provider!, placed, owner.address);
    return placed;
  });
}
