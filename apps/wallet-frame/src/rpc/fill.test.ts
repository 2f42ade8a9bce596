import { fakeNode } from '../../test/fakeNode.js';
import { NONCE_TOO_LARGE } from '../messages.js';
import { DEFAULT_PRIORITY_FEE, fillCalls, fillTransaction, maxFee } from './fill.js';

const ADDRESS = '0x1563915e194D8CfBA1943570603F7606A3115508';
const TO = `0x${'ab'.repeat(20)}`;

describe('filling a transaction before it is shown', () => {
  it('takes nonce, gas and EIP-1559 fees from the node where the app left them out', async () => {
    const filled = await fillTransaction({ to: TO, value: '0x10' }, ADDRESS, 31337, fakeNode().call);
    expect(filled).toEqual({ chainId: 31337, to: TO, data: '0x', value: 16n, nonce: 7, gasLimit: 21000n, type: 2, maxPriorityFeePerGas: 2n, maxFeePerGas: 2_000_000_002n });
    expect(maxFee(filled)).toBe(21000n * 2_000_000_002n);
  });

  it('keeps what the app set, and falls back to a legacy gas price without a base fee', async () => {
    const filled = await fillTransaction({ to: TO, nonce: '0x1', gas: '0x7530', gasPrice: '0x5' }, ADDRESS, 31337, fakeNode().call);
    expect(filled).toMatchObject({ nonce: 1, gasLimit: 30000n, gasPrice: 5n, type: 0 });
    expect(maxFee(filled)).toBe(150000n);
    expect(await fillTransaction({ to: TO, maxFeePerGas: 50, maxPriorityFeePerGas: 3 }, ADDRESS, 31337, fakeNode().call)).toMatchObject({ type: 2, maxFeePerGas: 50n, maxPriorityFeePerGas: 3n });
    expect(await fillTransaction({ to: TO }, ADDRESS, 31337, fakeNode({ baseFee: null }).call)).toMatchObject({ type: 0, gasPrice: 9n });
    const noPriority = fakeNode({ answers: { eth_maxPriorityFeePerGas: () => Promise.reject(new Error('Method not found')) } });
    expect(await fillTransaction({ to: TO }, ADDRESS, 31337, noPriority.call)).toMatchObject({ type: 2, maxPriorityFeePerGas: DEFAULT_PRIORITY_FEE });
  });

  it('refuses a nonce that cannot be signed as shown, and says when the node answers something unexpected', async () => {
    await expect(fillTransaction({ to: TO, nonce: `0x${'f'.repeat(16)}` }, ADDRESS, 31337, fakeNode().call)).rejects.toThrow(NONCE_TOO_LARGE);
    const odd = fakeNode({ answers: { eth_getTransactionCount: () => 'not a quantity' } });
    await expect(fillTransaction({ to: TO }, ADDRESS, 31337, odd.call)).rejects.toThrow('The network answered eth_getTransactionCount with something unexpected');
  });

  it("fills a batch's calls with nonces in order, leaving a call the node cannot estimate yet for later", async () => {
    const node = fakeNode({ answers: { eth_estimateGas: ([tx]) => ((tx as { data: string }).data === '0xdead' ? Promise.reject(new Error('execution reverted')) : '0x5208') } });
    const filled = await fillCalls([{ to: TO }, { to: TO, data: '0xdead' }, { to: TO, value: '0x1' }], ADDRESS, 31337, node.call);
    expect(filled.map((tx) => tx?.nonce)).toEqual([7, undefined, 9]);
  });
});
