import { createRequire } from 'node:module';
import { keccak256 } from 'ethers';
import type { Artifact } from './deploy.js';

const require = createRequire(import.meta.url);

const PACKAGES = {
  WETH9: '@uniswap/v2-periphery',
  UniswapV2Factory: '@uniswap/v2-core',
  UniswapV2Pair: '@uniswap/v2-core',
  UniswapV2Router02: '@uniswap/v2-periphery',
} as const;

export type UniswapContract = keyof typeof PACKAGES;

/** A compiled Uniswap V2 contract as its npm package ships it (bytecode there has no 0x). */
export function uniswapArtifact(name: UniswapContract): Artifact {
  const json = require(`${PACKAGES[name]}/build/${name}.json`) as Pick<Artifact, 'abi'> & { evm: { bytecode: { object: string } } };
  return { abi: json.abi, bytecode: `0x${json.evm.bytecode.object}` };
}

/** The pair init-code hash that UniswapV2Library.pairFor hardcodes into the router. */
export const ROUTER_PAIR_INIT_CODE_HASH = '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f';

/**
 * The router bytecode with its hardcoded pair init-code hash replaced by the hash of
 * `pairBytecode`, the pair the factory actually deploys (the same bytecode when they match).
 */
export function routerBytecodeFor(routerBytecode: string, pairBytecode: string): string {
  const hardcoded = ROUTER_PAIR_INIT_CODE_HASH.slice(2);
  const occurrences = routerBytecode.split(hardcoded).length - 1;
  if (occurrences !== 1) throw new Error(`Expected the pair init-code hash once in the router bytecode, found it ${occurrences} times.`);
  // pairFor derives pair addresses with CREATE2 from this hash: a wrong one sends every swap to an empty address.
  return routerBytecode.replace(hardcoded, keccak256(pairBytecode).slice(2));
}

/** Router02 ready to deploy beside the package's factory: its pair init-code hash is that of the pair the factory deploys. */
export function routerArtifact(): Artifact {
  const router = uniswapArtifact('UniswapV2Router02');
  return { ...router, bytecode: routerBytecodeFor(router.bytecode, uniswapArtifact('UniswapV2Pair').bytecode) };
}
