import { AbiCoder, Interface, MaxUint256 } from 'ethers';
import { fakeNode } from '../../test/fakeNode.js';
import { describeTokenCall } from './tokenCall.js';

const TOKEN = `0x${'70'.repeat(20)}`;
const SPENDER = '0x00000000000000000000000000000000000000A1';
const token = new Interface(['function approve(address,uint256)', 'function transfer(address,uint256)', 'function transferFrom(address,address,uint256)']);
const approve = (amount: bigint) => token.encodeFunctionData('approve', [SPENDER, amount]);
const transfer = (amount: bigint) => token.encodeFunctionData('transfer', [SPENDER, amount]);

/** A node whose token answers decimals() with `decimals`, or reverts when undefined. */
function tokenNode(decimals?: number) {
  return fakeNode({
    answers: {
      eth_call: ([tx]) => {
        expect(tx).toEqual({ to: TOKEN, data: '0x313ce567' });
        return decimals === undefined ? Promise.reject(new Error('execution reverted')) : AbiCoder.defaultAbiCoder().encode(['uint8'], [decimals]);
      },
    },
  });
}

describe('an ERC-20 call in words', () => {
  it('approve: the spender and the amount in whole tokens, read with the token decimals', async () => {
    const node = tokenNode(6);
    expect(await describeTokenCall(TOKEN, approve(1_500_000n), node.call)).toBe(`Approve ${SPENDER} for 1.5 tokens`);
    expect(node.call).toHaveBeenCalledWith('eth_call', [{ to: TOKEN, data: '0x313ce567' }, 'latest']);
  });

  it.each([MaxUint256, 2n ** 255n, 2n ** 128n - 1n])('approve of %s: unlimited, whatever the decimals', async (amount) => {
    expect(await describeTokenCall(TOKEN, approve(amount), tokenNode(18).call)).toBe(`Approve ${SPENDER} for unlimited`);
  });

  it('transfer: the amount and the recipient; raw units, said so, when the token does not answer its decimals', async () => {
    expect(await describeTokenCall(TOKEN, transfer(25n * 10n ** 17n), tokenNode(18).call)).toBe(`Transfer 2.5 tokens to ${SPENDER}`);
    expect(await describeTokenCall(TOKEN, transfer(2500n), tokenNode().call)).toBe(`Transfer 2500 raw units (the token's decimals could not be read) to ${SPENDER}`);
    const odd = fakeNode({ answers: { eth_call: () => 'not hex' } });
    expect(await describeTokenCall(TOKEN, transfer(2500n), odd.call)).toBe(`Transfer 2500 raw units (the token's decimals could not be read) to ${SPENDER}`);
  });

  it('nothing for other calls, or for arguments that do not decode', async () => {
    const node = tokenNode(18);
    expect(await describeTokenCall(TOKEN, token.encodeFunctionData('transferFrom', [SPENDER, SPENDER, 1n]), node.call)).toBeUndefined();
    expect(await describeTokenCall(TOKEN, '0x313ce567', node.call)).toBeUndefined();
    expect(await describeTokenCall(TOKEN, approve(1n).slice(0, 40), node.call)).toBeUndefined();
    expect(await describeTokenCall(TOKEN, '0xdeadbeef', node.call)).toBeUndefined();
    expect(node.call).not.toHaveBeenCalled();
  });
});
