/** Base mainnet's chain id. */
export const BASE_CHAIN_ID = 8453;

/**
 * Where Base mainnet's contracts are, from the projects' own records: WETH9 is an OP-stack
 * predeploy; USDC is Circle's native USDC (not the bridged USDbC); Uniswap V2 as Uniswap/sdk-core's
 * V2_FACTORY_ADDRESSES and V2_ROUTER_ADDRESSES list it for Base.
 */
export const BASE_ADDRESSES = {
  weth: '0x4200000000000000000000000000000000000006',
  usdc: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
  uniswapV2Factory: '0x8909Dc15e40173Ff4699343b6eB8132c65e18eC6',
  uniswapV2Router: '0x4752ba5DBc23f44D87826276BF6Fd6b1C372aD24',
  /**
   * The factory's USDC/WETH pair. CREATE2 derives it from the factory, both tokens and the pair's
   * init code, so a pair landing here proves all four are Base's.
   */
  usdcWethPair: '0x88A43bbDF9D098eEC7bCEda4e2494615dfD9bB9C',
} as const;

/**
 * USDC as Base names it. The rehearsal's USDC is the devnet's plain ERC-20 (DevToken) under these
 * names at USDC's address, not Circle's proxy: what the rehearsal needs of it is the address.
 */
export const BASE_USDC = { name: 'USD Coin', symbol: 'USDC', decimals: 6 } as const;
