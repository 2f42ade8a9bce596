import { getAddress, MaxUint256 } from 'ethers';
import { fakeNode } from '../../test/fakeNode.js';
import { tokenCalls } from '../../test/tokenContracts.js';
import type { TypedData } from './params.js';
import { describePermit } from './permits.js';

const PERMIT2 = '0x000000000022D473030F116dDEE9F6B43aC78BA3';
const USDC = getAddress(`0x${'70'.repeat(20)}`);
const DAI = getAddress(`0x${'71'.repeat(20)}`);
const SPENDER = getAddress(`0x${'a1'.repeat(20)}`);
const OWNER = getAddress(`0x${'b2'.repeat(20)}`);
const MAX_UINT160 = 2n ** 160n - 1n;
/** 2030-01-01 00:00:00 UTC. */
const NEW_YEAR_2030 = 1_893_456_000n;

const field = (name: string, type: string) => ({ name, type });
const DOMAIN_TYPE = [field('name', 'string'), field('chainId', 'uint256'), field('verifyingContract', 'address')];
const PERMIT_DETAILS = [field('token', 'address'), field('amount', 'uint160'), field('expiration', 'uint48'), field('nonce', 'uint48')];
const TOKEN_PERMISSIONS = [field('token', 'address'), field('amount', 'uint256')];
const permit2 = (primaryType: string, types: TypedData['types'], message: Record<string, unknown>): TypedData => ({
  types: { EIP712Domain: DOMAIN_TYPE, ...types },
  primaryType,
  domain: { name: 'Permit2', chainId: 31337, verifyingContract: PERMIT2 },
  message,
});

const eip2612 = (value: bigint, deadline: bigint, fields = [field('owner', 'address'), field('spender', 'address'), field('value', 'uint256'), field('nonce', 'uint256'), field('deadline', 'uint256')]): TypedData => ({
  types: { EIP712Domain: DOMAIN_TYPE, Permit: fields },
  primaryType: 'Permit',
  domain: { name: 'USD Coin', chainId: 31337, verifyingContract: USDC },
  message: { owner: OWNER, spender: SPENDER, value: value.toString(), nonce: '0', deadline: deadline.toString() },
});
const permitSingle = (amount: bigint, expiration: bigint) =>
  permit2('PermitSingle', { PermitSingle: [field('details', 'PermitDetails'), field('spender', 'address'), field('sigDeadline', 'uint256')], PermitDetails: PERMIT_DETAILS }, {
    details: { token: USDC, amount: amount.toString(), expiration: Number(expiration), nonce: 0 },
    spender: SPENDER,
    sigDeadline: NEW_YEAR_2030.toString(),
  });

/** USDC (6 decimals) and DAI (18); `symbols: false`, they answer no symbol. */
const tokensNode = ({ symbols = true } = {}) =>
  fakeNode({ answers: tokenCalls({ [USDC]: { symbol: symbols ? 'USDC' : null, decimals: 6 }, [DAI]: { symbol: symbols ? 'DAI' : null, decimals: 18 } }) });

describe('EIP-2612 Permit in words', () => {
  it('the spender, the amount in the token the domain names, and the deadline as a date', async () => {
    const node = tokensNode();
    expect(await describePermit(eip2612(1_500_000n, NEW_YEAR_2030), node.call)).toEqual({
      action: `Approve ${SPENDER} for 1.5 USDC by a permit signature, usable until 2030-01-01 00:00:00 UTC`,
      dangers: [],
    });
    expect(node.call).toHaveBeenCalledWith('eth_call', [{ to: USDC, data: '0x95d89b41' }, 'latest']);
  });

  it('an unlimited value with its danger, and a deadline past any date as none', async () => {
    expect(await describePermit(eip2612(MaxUint256, MaxUint256), tokensNode().call)).toEqual({
      action: `Approve ${SPENDER} for unlimited USDC by a permit signature, usable with no end date`,
      dangers: [`Unlimited approval: ${SPENDER} can take all your USDC, now and later, until you revoke it`],
    });
  });

  it('reads amounts written as ethers reads them (hex, binary, a number), never letting one pass unread', async () => {
    for (const value of [`0x${'f'.repeat(64)}`, `0b${'1'.repeat(256)}`]) {
      const permit = eip2612(0n, NEW_YEAR_2030);
      expect((await describePermit({ ...permit, message: { ...permit.message, value } }, tokensNode().call))?.dangers).toEqual([
        `Unlimited approval: ${SPENDER} can take all your USDC, now and later, until you revoke it`,
      ]);
    }
    const permit = eip2612(0n, NEW_YEAR_2030);
    expect((await describePermit({ ...permit, message: { ...permit.message, value: 2_500_000 } }, tokensNode().call))?.action).toMatch(/ for 2\.5 USDC /);
  });

  it('the token by its address when it answers no symbol', async () => {
    expect((await describePermit(eip2612(1_500_000n, NEW_YEAR_2030), tokensNode({ symbols: false }).call))?.action).toBe(
      `Approve ${SPENDER} for 1.5 tokens of ${USDC} by a permit signature, usable until 2030-01-01 00:00:00 UTC`,
    );
  });
});

describe('Permit2 in words', () => {
  it('PermitSingle: the spender, the amount, the allowance expiration and the signature deadline', async () => {
    expect(await describePermit(permitSingle(25_000_000n, NEW_YEAR_2030 + 86_400n), tokensNode().call)).toEqual({
      action: `Approve ${SPENDER} for 25 USDC through Permit2 until 2030-01-02 00:00:00 UTC (signature usable until 2030-01-01 00:00:00 UTC)`,
      dangers: [],
    });
  });

  it('PermitSingle of the most a uint160 holds: unlimited, with its danger', async () => {
    expect(await describePermit(permitSingle(MAX_UINT160, 2n ** 48n - 1n), tokensNode().call)).toEqual({
      action: `Approve ${SPENDER} for unlimited USDC through Permit2 with no end date (signature usable until 2030-01-01 00:00:00 UTC)`,
      dangers: [`Unlimited approval: ${SPENDER} can take all your USDC, now and later, until you revoke it`],
    });
  });

  it('PermitSingle expiring at 0: only within the block it is used in', async () => {
    expect((await describePermit(permitSingle(1n, 0n), tokensNode().call))?.action).toBe(
      `Approve ${SPENDER} for 0.000001 USDC through Permit2 until the end of the block it is used in (signature usable until 2030-01-01 00:00:00 UTC)`,
    );
  });

  it('PermitBatch: each token with its amount and expiration, a danger for each unlimited one', async () => {
    const data = permit2('PermitBatch', { PermitBatch: [field('details', 'PermitDetails[]'), field('spender', 'address'), field('sigDeadline', 'uint256')], PermitDetails: PERMIT_DETAILS }, {
      details: [
        { token: USDC, amount: '3000000', expiration: Number(NEW_YEAR_2030), nonce: 0 },
        { token: DAI, amount: MAX_UINT160.toString(), expiration: Number(NEW_YEAR_2030), nonce: 0 },
      ],
      spender: SPENDER,
      sigDeadline: NEW_YEAR_2030.toString(),
    });
    expect(await describePermit(data, tokensNode().call)).toEqual({
      action: `Approve ${SPENDER} through Permit2 for 3 USDC until 2030-01-01 00:00:00 UTC, unlimited DAI until 2030-01-01 00:00:00 UTC (signature usable until 2030-01-01 00:00:00 UTC)`,
      dangers: [`Unlimited approval: ${SPENDER} can take all your DAI, now and later, until you revoke it`],
    });
  });

  it('PermitTransferFrom: a one-time transfer the spender may take, and its deadline; all of it is a danger', async () => {
    const transfer = (amount: bigint) =>
      permit2('PermitTransferFrom', { PermitTransferFrom: [field('permitted', 'TokenPermissions'), field('spender', 'address'), field('nonce', 'uint256'), field('deadline', 'uint256')], TokenPermissions: TOKEN_PERMISSIONS }, {
        permitted: { token: DAI, amount: amount.toString() },
        spender: SPENDER,
        nonce: '7',
        deadline: NEW_YEAR_2030.toString(),
      });
    expect(await describePermit(transfer(10n ** 18n), tokensNode().call)).toEqual({ action: `Let ${SPENDER} take 1 DAI once through Permit2 (signature usable until 2030-01-01 00:00:00 UTC)`, dangers: [] });
    expect(await describePermit(transfer(MaxUint256), tokensNode().call)).toEqual({
      action: `Let ${SPENDER} take unlimited DAI once through Permit2 (signature usable until 2030-01-01 00:00:00 UTC)`,
      dangers: [`Unlimited amount: ${SPENDER} can take all your DAI with this signature`],
    });
  });
  it('PermitBatchTransferFrom: each token the spender may take once', async () => {
    const data = permit2('PermitBatchTransferFrom', { PermitBatchTransferFrom: [field('permitted', 'TokenPermissions[]'), field('spender', 'address'), field('nonce', 'uint256'), field('deadline', 'uint256')], TokenPermissions: TOKEN_PERMISSIONS }, {
      permitted: [
        { token: USDC, amount: '2000000' },
        { token: DAI, amount: MaxUint256.toString() },
      ],
      spender: SPENDER,
      nonce: '8',
      deadline: NEW_YEAR_2030.toString(),
    });
    expect(await describePermit(data, tokensNode().call)).toEqual({
      action: `Let ${SPENDER} take 2 USDC, unlimited DAI once through Permit2 (signature usable until 2030-01-01 00:00:00 UTC)`,
      dangers: [`Unlimited amount: ${SPENDER} can take all your DAI with this signature`],
    });
  });
});

describe('typed data that is no permit the wallet knows', () => {
  it('is not described as one, and no token is asked', async () => {
    const node = tokensNode();
    const mail: TypedData = { types: { Mail: [field('contents', 'string')] }, primaryType: 'Mail', domain: { name: 'Demo', chainId: 31337 }, message: { contents: 'hi' } };
    expect(await describePermit(mail, node.call)).toBeUndefined();
    // Named Permit, with other fields (DAI's own permit): not read as EIP-2612's.
    const daiStyle = eip2612(1n, NEW_YEAR_2030, [field('holder', 'address'), field('spender', 'address'), field('nonce', 'uint256'), field('expiry', 'uint256'), field('allowed', 'bool')]);
    expect(await describePermit({ ...daiStyle, message: { holder: OWNER, spender: SPENDER, nonce: '0', expiry: '1', allowed: true } }, node.call)).toBeUndefined();
    // A Permit whose domain names no token contract: no token can take it.
    const permit = eip2612(1n, NEW_YEAR_2030);
    const { verifyingContract: _token, ...domain } = permit.domain;
    expect(await describePermit({ ...permit, domain }, node.call)).toBeUndefined();
    expect(node.call).not.toHaveBeenCalled();
  });
});
