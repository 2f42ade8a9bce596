import { getAddress, Interface, MaxUint256 } from 'ethers';
import { fakeNode } from '../../test/fakeNode.js';
import { tokenCalls, TOKEN_SELECTORS as SELECTORS, type FakeToken } from '../../test/tokenContracts.js';
import { describeTokenCall } from './tokenCall.js';

const TOKEN = `0x${'70'.repeat(20)}`;
const SPENDER = getAddress(`0x${'a1'.repeat(20)}`);
const OWNER = getAddress(`0x${'b2'.repeat(20)}`);
const abi = new Interface([
  'function approve(address,uint256)',
  'function transfer(address,uint256)',
  'function transferFrom(address,address,uint256)',
  'function increaseAllowance(address,uint256)',
  'function setApprovalForAll(address,bool)',
  'function safeTransferFrom(address,address,uint256)',
  'function safeTransferFrom(address,address,uint256,bytes)',
  'function safeTransferFrom(address,address,uint256,uint256,bytes)',
  'function safeBatchTransferFrom(address,address,uint256[],uint256[],bytes)',
]);
const call = (signature: string, args: unknown[]) => abi.encodeFunctionData(signature, args);
/** The token at TOKEN: USDC with 6 decimals unless told otherwise. */
const tokenNode = (token: Partial<FakeToken> = {}) => fakeNode({ answers: tokenCalls({ [TOKEN]: { symbol: 'USDC', decimals: 6, ...token } }) });
const NFT = { symbol: 'PUNK', decimals: null, erc721: true };

describe('an ERC-20 call in words, with the token symbol and decimals read from it', () => {
  it('approve: the spender and the amount in whole tokens', async () => {
    const node = tokenNode();
    expect(await describeTokenCall(TOKEN, call('approve', [SPENDER, 1_500_000n]), node.call)).toEqual({ action: `Approve ${SPENDER} for 1.5 USDC`, dangers: [] });
    expect(node.call).toHaveBeenCalledWith('eth_call', [{ to: TOKEN, data: SELECTORS.symbol }, 'latest']);
    expect(node.call).toHaveBeenCalledWith('eth_call', [{ to: TOKEN, data: SELECTORS.decimals }, 'latest']);
  });

  it.each([
    ['MaxUint256', MaxUint256],
    ['2^255', 2n ** 255n],
    ['2^128 - 1', 2n ** 128n - 1n],
  ])('approve of %s: unlimited, whatever the decimals, with a danger naming the spender', async (_name, amount) => {
    expect(await describeTokenCall(TOKEN, call('approve', [SPENDER, amount]), tokenNode({ decimals: 18 }).call)).toEqual({
      action: `Approve ${SPENDER} for unlimited USDC`,
      dangers: [`Unlimited approval: ${SPENDER} can take all your USDC, now and later, until you revoke it`],
    });
  });

  it('increaseAllowance: by the amount, or to unlimited with the danger', async () => {
    expect(await describeTokenCall(TOKEN, call('increaseAllowance', [SPENDER, 2_000_000n]), tokenNode().call)).toEqual({ action: `Increase ${SPENDER}'s allowance by 2 USDC`, dangers: [] });
    expect(await describeTokenCall(TOKEN, call('increaseAllowance', [SPENDER, MaxUint256]), tokenNode().call)).toEqual({
      action: `Increase ${SPENDER}'s allowance by unlimited USDC`,
      dangers: [`Unlimited approval: ${SPENDER} can take all your USDC, now and later, until you revoke it`],
    });
  });

  it('transfer and transferFrom: the amount, the sender and the recipient', async () => {
    expect((await describeTokenCall(TOKEN, call('transfer', [SPENDER, 25n * 10n ** 5n]), tokenNode().call))?.action).toBe(`Transfer 2.5 USDC to ${SPENDER}`);
    expect((await describeTokenCall(TOKEN, call('transferFrom', [OWNER, SPENDER, 25n * 10n ** 5n]), tokenNode().call))?.action).toBe(`Transfer 2.5 USDC from ${OWNER} to ${SPENDER}`);
  });

  it('raw units, said so, when the token does not answer its decimals; its address when it answers no symbol fit to show', async () => {
    expect((await describeTokenCall(TOKEN, call('transfer', [SPENDER, 2500n]), tokenNode({ decimals: null }).call))?.action).toBe(`Transfer 2,500 raw units of USDC (its decimals could not be read) to ${SPENDER}`);
    for (const symbol of [null, '', 'USDC\u202Eevil', 'A'.repeat(40), 'US DC']) {
      expect((await describeTokenCall(TOKEN, call('transfer', [SPENDER, 2_500_000n]), tokenNode({ symbol }).call))?.action).toBe(`Transfer 2.5 tokens of ${TOKEN} to ${SPENDER}`);
    }
    const odd = fakeNode({ answers: { eth_call: () => 'not hex' } });
    expect((await describeTokenCall(TOKEN, call('approve', [SPENDER, MaxUint256]), odd.call))?.action).toBe(`Approve ${SPENDER} for unlimited tokens of ${TOKEN}`);
  });

  it('an approve of the most raw units is unlimited even from a token that answers no decimals and is no NFT', async () => {
    expect(await describeTokenCall(TOKEN, call('approve', [SPENDER, MaxUint256]), tokenNode({ decimals: null }).call)).toEqual({
      action: `Approve ${SPENDER} for unlimited USDC`,
      dangers: [`Unlimited approval: ${SPENDER} can take all your USDC, now and later, until you revoke it`],
    });
  });
});

describe('an NFT call in words', () => {
  it('setApprovalForAll: the operator over the whole collection, a danger; its revocation, none', async () => {
    expect(await describeTokenCall(TOKEN, call('setApprovalForAll', [SPENDER, true]), tokenNode(NFT).call)).toEqual({
      action: `Approve ${SPENDER} as operator of all your PUNK`,
      dangers: [`Operator approval: ${SPENDER} can move every PUNK you hold, now and later, until you revoke it`],
    });
    expect(await describeTokenCall(TOKEN, call('setApprovalForAll', [SPENDER, false]), tokenNode(NFT).call)).toEqual({ action: `Revoke ${SPENDER} as operator of your PUNK`, dangers: [] });
    expect((await describeTokenCall(TOKEN, call('setApprovalForAll', [SPENDER, true]), tokenNode({ ...NFT, symbol: null }).call))?.dangers).toEqual([
      `Operator approval: ${SPENDER} can move every token of ${TOKEN} you hold, now and later, until you revoke it`,
    ]);
  });

  it('approve and transferFrom on an ERC-721 (no decimals, ERC-165 says so): the token id, never an amount', async () => {
    expect(await describeTokenCall(TOKEN, call('approve', [SPENDER, MaxUint256]), tokenNode(NFT).call)).toEqual({ action: `Approve ${SPENDER} to take PUNK #${MaxUint256}`, dangers: [] });
    expect((await describeTokenCall(TOKEN, call('transferFrom', [OWNER, SPENDER, 42n]), tokenNode(NFT).call))?.action).toBe(`Transfer PUNK #42 from ${OWNER} to ${SPENDER}`);
  });

  it('safeTransferFrom of an ERC-721, both overloads', async () => {
    expect((await describeTokenCall(TOKEN, call('safeTransferFrom(address,address,uint256)', [OWNER, SPENDER, 42n]), tokenNode(NFT).call))?.action).toBe(`Transfer PUNK #42 from ${OWNER} to ${SPENDER}`);
    expect((await describeTokenCall(TOKEN, call('safeTransferFrom(address,address,uint256,bytes)', [OWNER, SPENDER, 7n, '0x1234']), tokenNode(NFT).call))?.action).toBe(`Transfer PUNK #7 from ${OWNER} to ${SPENDER}`);
  });

  it('ERC-1155 safeTransferFrom and safeBatchTransferFrom: each id with its amount', async () => {
    const node = tokenNode({ symbol: 'GAME', decimals: null });
    expect((await describeTokenCall(TOKEN, call('safeTransferFrom(address,address,uint256,uint256,bytes)', [OWNER, SPENDER, 7n, 3n, '0x']), node.call))?.action).toBe(`Transfer 3 × GAME #7 from ${OWNER} to ${SPENDER}`);
    expect((await describeTokenCall(TOKEN, call('safeBatchTransferFrom', [OWNER, SPENDER, [7n, 9n], [3n, 1n], '0x']), node.call))?.action).toBe(`Transfer 3 × GAME #7, 1 × GAME #9 from ${OWNER} to ${SPENDER}`);
    // Ids and amounts that do not pair up are no transfer the wallet can describe (the contract reverts them).
    expect(await describeTokenCall(TOKEN, call('safeBatchTransferFrom', [OWNER, SPENDER, [7n, 9n], [3n], '0x']), node.call)).toBeUndefined();
  });
});

it('nothing for other calls, or for arguments that do not decode, and no call to the token', async () => {
  const node = tokenNode();
  const other = new Interface(['function mint(address,uint256)']).encodeFunctionData('mint', [SPENDER, 1n]);
  expect(await describeTokenCall(TOKEN, other, node.call)).toBeUndefined();
  expect(await describeTokenCall(TOKEN, SELECTORS.decimals, node.call)).toBeUndefined();
  expect(await describeTokenCall(TOKEN, call('approve', [SPENDER, 1n]).slice(0, 40), node.call)).toBeUndefined();
  expect(await describeTokenCall(TOKEN, '0xdeadbeef', node.call)).toBeUndefined();
  expect(node.call).not.toHaveBeenCalled();
});
