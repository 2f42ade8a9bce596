import { connect } from '../src/actions/connection.js';
import { pushView } from '../src/actions/modal.js';
import { loadSwap, pickSwapTokens, setSwapAmount } from '../src/features/swap/swap.js';
import type { LatchEvent } from '../src/store/events.js';
import type { fakeServices } from './fakeServices.js';
import { flush } from './flush.js';
import { testLatch } from './setup.js';

/** The swap tests' world: the connected account, the router the services name, the tokens they offer. */
export const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const USER = `eip155:31337:${ADDRESS}`;
export const ROUTER = `0x${'7'.repeat(40)}`;
const token = (symbol: string, decimals: number) => ({ name: symbol, symbol, decimals, address: `eip155:31337:0x${symbol.padStart(40, '0')}`, logoUri: '' });
export const USDC = token('USDC', 6);
export const DAI = token('DAI', 18);
export const ETH = { name: 'Ether', symbol: 'ETH', decimals: 18, address: 'eip155:31337:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE', logoUri: '' };
export const word = (hex: string) => hex.replace(/^0x/, '').padStart(64, '0');
/** approve(ROUTER, 1.5 USDC), as the services build it. */
export const APPROVE = `0x095ea7b3${word(ROUTER)}${word((1_500_000).toString(16))}`;
export const USDC_CONTRACT = USDC.address.split(':')[2]!;
export const built = (to: string, data: string, gas?: string) => ({ body: { tx: { from: ADDRESS, to, data, value: '0', eip155: { ...(gas && { gas }), gasPrice: '1' } } } });

type FakeServices = Awaited<ReturnType<typeof fakeServices>>;

/**
 * A devnet Latch that offers swaps on 31337 (`swapChainIds`), with 1.5 USDC → DAI (or `sell` → `buy`)
 * quoted by `services`, which name ROUTER; the Swap view open.
 */
export async function quotedSwap(
  services: FakeServices,
  { allowance = '0', swapChainIds = [31337], sell = USDC, buy = DAI, adapterOptions }: { allowance?: string; swapChainIds?: number[]; sell?: typeof USDC; buy?: typeof USDC; adapterOptions?: NonNullable<Parameters<typeof testLatch>[0]>['adapterOptions'] } = {},
) {
  const { routes } = services;
  routes['/v1/convert/tokens'] = () => ({ body: { tokens: [USDC, DAI, ETH] } });
  routes['/v1/convert/gas-price'] = () => ({ body: { standard: '1', fast: '2', instant: '3' } });
  routes['/v1/convert/quotes'] = () => ({ body: { quotes: [{ fromAmount: '1500000', toAmount: '1490000000000000000' }] } });
  routes['/v1/convert/allowance'] = () => ({ body: { allowance, spender: ROUTER } });
  routes['/v1/convert/build-approve'] = () => built(USDC_CONTRACT, APPROVE, '50000');
  routes['/v1/convert/build-transaction'] = () => built(ROUTER, '0x38ed1739', '200000');
  routes[`/v1/account/${ADDRESS}/balance`] = () => ({ body: { balances: [] } });
  const setup = testLatch({ swapChainIds, apiUrls: { walletApi: services.url, blockchainApi: services.url }, ...(adapterOptions ? { adapterOptions } : {}) });
  await connect(setup.latch, { connectorId: 'io.test' });
  await flush();
  const events: LatchEvent[] = [];
  setup.latch.onEvent((event) => events.push(event));
  await loadSwap(setup.latch);
  await pickSwapTokens(setup.latch, { sourceToken: sell, toToken: buy });
  await setSwapAmount(setup.latch, '1.5');
  pushView(setup.latch, 'Swap');
  return { ...setup, events };
}
