import { selectSwap } from './selectors.js';
import { loadTokenBalances } from '../../actions/accountReads.js';
import { setSwapAmount } from './swap.js';
import { swap } from './swapExecute.js';
import { ErrorMessages, LatchMessages } from '../../errors/catalogue.js';
import { LatchError } from '../../errors/LatchError.js';
import { testNetwork } from '../../testing/memoryAdapter.js';
import { useFakeServices } from '../../../test/fakeServices.js';
import { ADDRESS, APPROVE, built, DAI, ETH, quotedSwap as quotedSwapOf, ROUTER, USDC, USDC_CONTRACT, USER, word } from '../../../test/quotedSwap.js';
import { testLatch } from '../../../test/setup.js';
import { selectCurrentView } from '../modal/selectors.js';

const fake = useFakeServices();
const quotedSwap = (options?: Parameters<typeof quotedSwapOf>[1]) => quotedSwapOf(fake(), options);

const paths = () => fake().requests.map((r) => r.pathname);
const sent = (calls: string[]) => calls.filter((call) => call.startsWith('sendTransaction:'));

describe('sending a swap', () => {
  it('approves exactly the amount when the router may not spend it, then swaps at the quote with 1 % slippage', async () => {
    const { latch, wallet, events } = await quotedSwap();
    const receipt = await swap(latch);

    expect(sent(wallet.calls)).toEqual([`sendTransaction:${USDC_CONTRACT}:${APPROVE}:0:50000`, `sendTransaction:${ROUTER}:0x38ed1739:0:200000`]);
    const approve = fake().requests.find((r) => r.pathname === '/v1/convert/build-approve')!;
    expect(Object.fromEntries(approve.searchParams)).toMatchObject({ userAddress: USER, from: USDC.address, to: DAI.address, amount: '1500000' });
    expect(fake().bodies.at(-1)).toEqual({ userAddress: USER, from: USDC.address, to: DAI.address, amount: '1500000', eip155: { slippage: '1' }, projectId: 'latch-test' });
    expect(receipt).toEqual({ hash: expect.stringMatching(/^0x[0-9a-f]{64}$/), sold: { amount: '1.5', symbol: 'USDC' }, bought: { amount: '1.49', symbol: 'DAI' } });
    expect(selectSwap(latch.getState())).toMatchObject({ sourceToken: USDC, toToken: DAI, sourceTokenAmount: '', toTokenAmount: '', step: undefined });
    expect(selectCurrentView(latch.getState())).toBe('Account');
    expect(events).toEqual([{ type: 'SWAP_SUCCESS', properties: { network: 'eip155:31337', from: USDC.address, to: DAI.address, amount: '1.5', hash: receipt.hash } }]);
  });

  it('reads the balances again past their cache once the swap is in', async () => {
    const { latch, wallet } = await quotedSwap();
    const balanceReads = () => paths().filter((path) => path.endsWith('/balance')).length;
    await loadTokenBalances(latch);
    await loadTokenBalances(latch);
    const before = balanceReads();
    expect(before).toBe(1);
    const nativeBefore = wallet.calls.filter((call) => call.startsWith('balance:')).length;
    await swap(latch);
    expect(balanceReads()).toBe(before + 1);
    expect(wallet.calls.filter((call) => call.startsWith('balance:')).length).toBe(nativeBefore + 1);
  });

  it('skips the approval when the allowance covers the amount', async () => {
    const { latch, wallet } = await quotedSwap({ allowance: '1500000' });
    await swap(latch);
    expect(sent(wallet.calls)).toEqual([`sendTransaction:${ROUTER}:0x38ed1739:0:200000`]);
    expect(paths()).not.toContain('/v1/convert/build-approve');
  });

  it('shows the approving step, then the swapping step, while the wallet is asked', async () => {
    const { latch, wallet } = await quotedSwap();
    const steps: unknown[] = [];
    const send = wallet.adapter.sendTransaction!.bind(wallet.adapter);
    wallet.adapter.sendTransaction = async (params) => {
      steps.push(selectSwap(latch.getState())?.step);
      return send(params);
    };
    await swap(latch);
    expect(steps).toEqual(['approving', 'swapping']);
  });

  it('refuses a second swap while one is being sent, from its first moment, and sends the first once', async () => {
    const { latch, wallet } = await quotedSwap();
    const first = swap(latch);
    expect(selectSwap(latch.getState())?.step).toBe('preparing');
    await expect(swap(latch)).rejects.toThrow(LatchMessages.swapInProgress.text);
    await first;
    expect(sent(wallet.calls)).toHaveLength(2);
  });

  it('keeps the form and says why when the wallet declines, with an event', async () => {
    const { latch, wallet, events } = await quotedSwap({ allowance: '1500000' });
    wallet.control.sendError = new LatchError(ErrorMessages.signatureDeclined);
    await expect(swap(latch)).rejects.toThrow(ErrorMessages.signatureDeclined.text);
    expect(selectSwap(latch.getState())).toMatchObject({ sourceTokenAmount: '1.5', toTokenAmount: '1.49', step: undefined });
    expect(selectCurrentView(latch.getState())).toBe('Swap');
    expect(events).toEqual([{ type: 'SWAP_ERROR', properties: { network: 'eip155:31337', from: USDC.address, to: DAI.address, amount: '1.5', message: ErrorMessages.signatureDeclined.text } }]);
  });

  it("passes on the services' reason when they refuse to build the swap, and sends nothing", async () => {
    const { latch, wallet } = await quotedSwap({ allowance: '1500000' });
    fake().routes['/v1/convert/build-transaction'] = () => ({ status: 400, body: { message: 'The swap would fail: INSUFFICIENT_OUTPUT_AMOUNT' } });
    await expect(swap(latch)).rejects.toThrow('The swap would fail: INSUFFICIENT_OUTPUT_AMOUNT');
    expect(sent(wallet.calls)).toEqual([]);
  });

  it.each([
    ['an approval of another token', '/v1/convert/build-approve', () => built(ROUTER, APPROVE)],
    ['an approval of another amount', '/v1/convert/build-approve', () => built(USDC_CONTRACT, `0x095ea7b3${word(ROUTER)}${'f'.repeat(64)}`)],
    ['an approval that is another call', '/v1/convert/build-approve', () => built(USDC_CONTRACT, `0xa9059cbb${word(ROUTER)}${word('16e360')}`)],
    ['a transaction from another account', '/v1/convert/build-approve', () => ({ body: { tx: { from: ROUTER, to: USDC_CONTRACT, data: APPROVE, value: '0' } } })],
    ['a swap that pays ETH for a token sale', '/v1/convert/build-transaction', () => ({ body: { tx: { from: ADDRESS, to: ROUTER, data: '0x38ed1739', value: '1000000000000000000' } } })],
    ['an approval that lets another spender take the tokens', '/v1/convert/build-approve', () => built(USDC_CONTRACT, `0x095ea7b3${word(ADDRESS)}${word((1_500_000).toString(16))}`)],
    ['an approval with bytes after its arguments', '/v1/convert/build-approve', () => built(USDC_CONTRACT, `${APPROVE}00`)],
    ['a swap sent to another contract than the router', '/v1/convert/build-transaction', () => built(`0x${'6'.repeat(40)}`, '0x38ed1739')],
  ])("refuses %s from the services, and sends nothing more", async (_what, path, answer) => {
    const { latch, wallet } = await quotedSwap();
    fake().routes[path] = answer;
    await expect(swap(latch)).rejects.toThrow(LatchMessages.swapTransactionMismatch.text);
    expect(sent(wallet.calls)).toEqual(path === '/v1/convert/build-approve' ? [] : [`sendTransaction:${USDC_CONTRACT}:${APPROVE}:0:50000`]);
    expect(selectSwap(latch.getState())?.step).toBeUndefined();
  });

  it('refuses a form without a quote, a wallet that cannot send calldata, and a chain without swaps', async () => {
    const { latch, wallet } = await quotedSwap();
    await setSwapAmount(latch, '');
    await expect(swap(latch)).rejects.toThrow(LatchMessages.swapNeedsQuote.text);
    await setSwapAmount(latch, '1.5');
    delete wallet.adapter.sendTransaction;
    await expect(swap(latch)).rejects.toThrow(LatchMessages.swapNotSendable.text);
    expect(paths()).not.toContain('/v1/convert/allowance');

    const devnet = testLatch({ apiUrls: { walletApi: fake().url, blockchainApi: fake().url } });
    expect(testNetwork.id).toBe(31337);
    await expect(swap(devnet.latch)).rejects.toThrow(ErrorMessages.swapsNetworkNotSupported.text);
  });

  it('refuses value attached to the sale of a token with the native decimals, where it equals the amount', async () => {
    const { latch, wallet } = await quotedSwap({ allowance: (10n ** 30n).toString(), sell: DAI, buy: USDC });
    fake().routes['/v1/convert/build-transaction'] = () => ({ body: { tx: { from: ADDRESS, to: ROUTER, data: '0x38ed1739', value: '1500000000000000000' } } });
    await expect(swap(latch)).rejects.toThrow(LatchMessages.swapTransactionMismatch.text);
    expect(sent(wallet.calls)).toEqual([]);
  });

  it('sends the native currency sold as the swap value, exactly the amount', async () => {
    const { latch, wallet } = await quotedSwap({ allowance: (2n ** 256n - 1n).toString(), sell: ETH, buy: USDC });
    fake().routes['/v1/convert/build-transaction'] = () => ({ body: { tx: { from: ADDRESS, to: ROUTER, data: '0x7ff36ab5', value: '1500000000000000000' } } });
    await swap(latch);
    expect(sent(wallet.calls)).toEqual(['sendTransaction:' + ROUTER + ':0x7ff36ab5:1500000000000000000:no gas']);
    fake().routes['/v1/convert/build-transaction'] = () => ({ body: { tx: { from: ADDRESS, to: ROUTER, data: '0x7ff36ab5', value: '1' } } });
    await setSwapAmount(latch, '1.5');
    await expect(swap(latch)).rejects.toThrow(LatchMessages.swapTransactionMismatch.text);
  });

  it('sends nothing when the services name no router to check against', async () => {
    const { latch, wallet } = await quotedSwap();
    fake().routes['/v1/convert/allowance'] = () => ({ body: { allowance: '0' } });
    const refused = await swap(latch).catch((error: unknown) => error);
    expect(refused).toMatchObject({ message: LatchMessages.swapTransactionMismatch.text, details: 'the services name no router for this network' });
    expect(sent(wallet.calls)).toEqual([]);
    expect(paths()).not.toContain('/v1/convert/build-approve');
  });
});
