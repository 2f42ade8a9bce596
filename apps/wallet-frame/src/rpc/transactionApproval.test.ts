// What the approval screen shows of a transaction, through the router: the fee, a nonce the app
// set, the flag on an unusually high fee, what a token call does; and that what is signed is what
// was shown.
import { getAddress, Interface, MaxUint256 } from 'ethers';
import { tokenCalls } from '../../test/tokenContracts.js';
import { ADDRESS, routerHarness as setup, settle, TO } from '../../test/routerHarness.js';
import { SIGNATURE_DECLINED } from '../messages.js';
import type { FilledTransaction } from './fill.js';

const GWEI = 1_000_000_000n;
const row = (details: [string, string][], label: string) => details.find(([name]) => name === label)?.[1];

describe('a transaction on the approval screen', () => {
  it('shows the most its fees can cost, estimated as the frame fills it, and signs exactly that transaction', async () => {
    const { request, prompt, signer } = setup();
    const sent = request('eth_sendTransaction', [{ to: TO, value: '0x1' }]);
    await settle();
    const { details, warnings } = prompt.asked[0]!;
    // 21000 gas at (2 x 1 gwei base fee + 2 wei tip).
    expect(row(details, 'Max fee')).toBe('0.000042000000042 ETH');
    expect(row(details, 'Nonce')).toBeUndefined();
    expect(warnings).toEqual([]);
    prompt.answer(true);
    await sent;
    expect(signer.sendTransaction).toHaveBeenCalledWith(expect.objectContaining({ nonce: 7, gasLimit: 21000n, type: 2, maxFeePerGas: 2n * GWEI + 2n, maxPriorityFeePerGas: 2n, value: 1n }));
  });

  it("uses the app's gas and fee, shows the nonce it set, and flags a fee above the cap", async () => {
    const { request, prompt, signer } = setup();
    const sent = request('eth_sendTransaction', [{ to: TO, gas: '0x30d40', gasPrice: (1000n * GWEI).toString(), nonce: 3 }]);
    await settle();
    const { details, warnings } = prompt.asked[0]!;
    expect(row(details, 'Max fee')).toBe('0.2 ETH');
    expect(row(details, 'Nonce')).toBe('3 (set by the app)');
    expect(warnings).toEqual(['Unusually high fee: up to 0.2 ETH, more than the 0.05 ETH a transaction ordinarily costs at most']);
    prompt.answer(true);
    await sent;
    expect(signer.sendTransaction).toHaveBeenCalledWith(expect.objectContaining({ nonce: 3, gasLimit: 200_000n, type: 0, gasPrice: 1000n * GWEI }));
  });

  it('does not flag a fee at the cap', async () => {
    const { request, prompt } = setup();
    void request('eth_sendTransaction', [{ to: TO, gas: 50_000, gasPrice: (1000n * GWEI).toString() }]);
    await settle();
    expect(row(prompt.asked[0]!.details, 'Max fee')).toBe('0.05 ETH');
    expect(prompt.asked[0]!.warnings).toEqual([]);
  });

  it('is filled on its turn, so a second transaction gets the nonce after the first one sent', async () => {
    let count = 7;
    const { request, prompt, signer } = setup({ answers: { eth_getTransactionCount: () => `0x${count.toString(16)}` } });
    (signer.sendTransaction as jest.Mock).mockImplementation(async () => {
      count += 1;
      return `0x${'12'.repeat(32)}`;
    });
    const first = request('eth_sendTransaction', [{ to: TO }]);
    const second = request('eth_sendTransaction', [{ to: TO }]);
    await settle();
    prompt.answer(true);
    await first;
    await settle();
    prompt.answer(true);
    await second;
    const nonces = (signer.sendTransaction as jest.Mock).mock.calls.map(([tx]: [FilledTransaction]) => tx.nonce);
    expect(nonces).toEqual([7, 8]);
  });

  it('is answered with the error, unseen, when it cannot be filled', async () => {
    const { request, prompt, notified } = setup({ answers: { eth_estimateGas: () => Promise.reject(new Error('execution reverted')) } });
    await expect(request('eth_sendTransaction', [{ to: TO, data: '0xdead' }])).rejects.toThrow('execution reverted');
    expect(prompt.asked).toEqual([]);
    expect(notified).toEqual([]);
  });
});

describe('a batch of calls on the approval screen', () => {
  it('shows the fees of all its calls, and sends each as filled', async () => {
    const { request, prompt, signer } = setup();
    const sent = request('wallet_sendCalls', [{ from: ADDRESS, calls: [{ to: TO, value: '0x1' }, { to: TO }] }]);
    await settle();
    expect(row(prompt.asked[0]!.details, 'Max fee')).toBe('0.000084000000084 ETH');
    prompt.answer(true);
    await sent;
    expect((signer.sendTransaction as jest.Mock).mock.calls.map(([tx]: [FilledTransaction]) => tx.nonce)).toEqual([7, 8]);
  });

  it('says which calls the network can only estimate when they are sent, and fills those then', async () => {
    let sentCount = 0;
    const { request, prompt, signer } = setup({
      answers: {
        eth_estimateGas: ([tx]) => ((tx as { data: string }).data === '0xdead' && sentCount === 0 ? Promise.reject(new Error('execution reverted')) : '0x5208'),
        eth_getTransactionCount: () => `0x${(7 + sentCount).toString(16)}`,
      },
    });
    (signer.sendTransaction as jest.Mock).mockImplementation(async () => {
      sentCount += 1;
      return `0x${'12'.repeat(32)}`;
    });
    const sent = request('wallet_sendCalls', [{ calls: [{ to: TO }, { to: TO, data: '0xdead' }] }]);
    await settle();
    expect(row(prompt.asked[0]!.details, 'Max fee')).toBe('0.000042000000042 ETH, plus call 2 estimated when sent');
    prompt.answer(true);
    await sent;
    expect((signer.sendTransaction as jest.Mock).mock.calls.map(([tx]: [FilledTransaction]) => [tx.nonce, tx.data])).toEqual([
      [7, '0x'],
      [8, '0xdead'],
    ]);
  });
});

describe('a token call on the approval screen', () => {
  const erc20 = new Interface(['function approve(address,uint256)', 'function transfer(address,uint256)', 'function setApprovalForAll(address,bool)']);
  const SPENDER = getAddress(`0x${'a1'.repeat(20)}`);
  const usdc = tokenCalls({ [TO]: { symbol: 'USDC', decimals: 6 } });
  const UNLIMITED_DANGER = `Unlimited approval: ${SPENDER} can take all your USDC, now and later, until you revoke it`;

  it('says what an unlimited approve does, with its danger above the details, and sends the calldata as it is', async () => {
    const { request, prompt, signer } = setup({ answers: usdc });
    const data = erc20.encodeFunctionData('approve', [SPENDER, MaxUint256]);
    const sent = request('eth_sendTransaction', [{ to: TO, data }]);
    await settle();
    expect(row(prompt.asked[0]!.details, 'Action')).toBe(`Approve ${SPENDER} for unlimited USDC`);
    expect(prompt.asked[0]!.dangers).toEqual([UNLIMITED_DANGER]);
    prompt.answer(true);
    await sent;
    expect(signer.sendTransaction).toHaveBeenCalledWith(expect.objectContaining({ to: TO, data }));
  });

  it("says what a transfer does, in a batch too, where each call's dangers are shown", async () => {
    const { request, prompt } = setup({ answers: usdc });
    const transfer = request('eth_sendTransaction', [{ to: TO, data: erc20.encodeFunctionData('transfer', [SPENDER, 12_340_000n]) }]);
    await settle();
    expect(row(prompt.asked[0]!.details, 'Action')).toBe(`Transfer 12.34 USDC to ${SPENDER}`);
    expect(prompt.asked[0]!.dangers).toEqual([]);
    prompt.answer(false);
    await expect(transfer).rejects.toThrow(SIGNATURE_DECLINED);
    void request('wallet_sendCalls', [{ calls: [{ to: TO, data: erc20.encodeFunctionData('approve', [SPENDER, 5_000_000n]) }, { to: TO, value: '0x1' }, { to: TO, data: erc20.encodeFunctionData('approve', [SPENDER, MaxUint256]) }] }]);
    await settle();
    const { details, dangers } = prompt.asked[1]!;
    expect(row(details, 'Call 1')).toBe(`Approve ${SPENDER} for 5 USDC; to ${TO}, 0 ETH, data 68 bytes (0x095ea7b3…)`);
    expect(row(details, 'Call 2')).toBe(`to ${TO}, 0.000000000000000001 ETH, data none`);
    expect(row(details, 'Call 3')).toBe(`Approve ${SPENDER} for unlimited USDC; to ${TO}, 0 ETH, data 68 bytes (0x095ea7b3…)`);
    expect(dangers).toEqual([UNLIMITED_DANGER]);
  });

  it('flags an operator over a whole collection', async () => {
    const { request, prompt } = setup({ answers: usdc });
    void request('eth_sendTransaction', [{ to: TO, data: erc20.encodeFunctionData('setApprovalForAll', [SPENDER, true]) }]);
    await settle();
    expect(row(prompt.asked[0]!.details, 'Action')).toBe(`Approve ${SPENDER} as operator of all your USDC`);
    expect(prompt.asked[0]!.dangers).toEqual([`Operator approval: ${SPENDER} can move every USDC you hold, now and later, until you revoke it`]);
  });

  it('shows no action for a call that is not a token call the wallet knows', async () => {
    const { request, prompt } = setup();
    void request('eth_sendTransaction', [{ to: TO, data: '0xdeadbeef' }]);
    await settle();
    expect(row(prompt.asked[0]!.details, 'Action')).toBeUndefined();
    expect(prompt.asked[0]!.dangers).toEqual([]);
  });
});
