// Permits said in words for the approval screen: EIP-2612's Permit, and Permit2's PermitSingle,
// PermitBatch, PermitTransferFrom and PermitBatchTransferFrom. A permit is recognised by the struct
// ethers signs (signedTypedData.ts), field by field, never by its name alone; its message is read
// with zod, and each token's symbol and decimals from the token (tokenReads.ts). Loaded with
// import() with ethers when typed data is prepared.
import { EVM_ADDRESS } from '@latch/core/api';
import { getAddress, type TypedDataField } from 'ethers';
import * as z from 'zod/mini';
import type { NodeCall } from './fill.js';
import type { TypedData } from './params.js';
import { signedTypedData } from './signedTypedData.js';
import { readToken, type TokenFacts } from './tokenReads.js';
import { inEachLocale } from '../i18n/inEachLocale.js';
import { localList } from '../i18n/translate.js';
import { allowance, isUnlimited, tokenText as t, until, unlimitedAllowanceDanger, unlimitedTransferDanger, type TokenAction } from './tokenWords.js';

/** Checksummed for the screen (ethers hands addresses over in lower case). */
const address = z.pipe(z.string().check(z.regex(EVM_ADDRESS)), z.transform((value) => getAddress(value)));
/** ethers hands integers over as decimal strings (signedTypedData.ts). */
const uint = z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform((value) => BigInt(value)));
const tokenAmount = z.object({ token: address, amount: uint });
const permitDetails = z.object({ token: address, amount: uint, expiration: uint });

const PERMIT_DETAILS = 'address token,uint160 amount,uint48 expiration,uint48 nonce';
const TOKEN_PERMISSIONS = 'address token,uint256 amount';

const shape = (fields: readonly TypedDataField[] | undefined) => fields?.map(({ type, name }) => `${type} ${name}`).join(',');

/** Permit2's expiration 0 lasts the block the permit is used in (Permit2 stores the block's time). */
const permit2Until = (expiration: bigint) => (expiration === 0n ? t('permit.endOfBlock') : until(expiration));

const approvalDangers = (spender: string, amounts: readonly { amount: bigint; token: TokenFacts }[]) =>
  amounts.filter(({ amount }) => isUnlimited(amount)).map(({ token }) => unlimitedAllowanceDanger(spender, token));

type Reader = (message: Record<string, unknown>, data: TypedData, call: NodeCall) => Promise<TokenAction | undefined>;

interface PermitKind {
  /** The primary struct's fields, then the struct it refers to, by name, with its fields. */
  fields: string;
  uses?: [name: string, fields: string];
  read: Reader;
}

/** EIP-2612's token is the domain's verifying contract; without one, no token can take the permit. */
const eip2612: Reader = async (message, data, call) => {
  const contract = z.object({ verifyingContract: address }).safeParse(data.domain);
  if (!contract.success) return undefined;
  const { spender, value, deadline } = z.object({ spender: address, value: uint, deadline: uint }).parse(message);
  const token = await readToken(contract.data.verifyingContract, call);
  return inEachLocale(() => ({
    action: t('permit.eip2612', { spender, amount: allowance(value, token), until: until(deadline) }),
    dangers: approvalDangers(spender, [{ amount: value, token }]),
  }));
};

const permit2Allowances: Reader = async (message, _data, call) => {
  const { details, spender, sigDeadline } = z.object({ details: z.union([permitDetails, z.array(permitDetails)]), spender: address, sigDeadline: uint }).parse(message);
  const each = await Promise.all([details].flat().map(async ({ token, amount, expiration }) => ({ token: await readToken(token, call), amount, expiration })));
  const [single] = each;
  return inEachLocale(() => {
    const signature = t('permit.signatureUsable', { until: until(sigDeadline) });
    const action =
      Array.isArray(details) || !single
        ? t('permit.permit2Batch', { spender, amounts: localList(each.map(({ token, amount, expiration }) => `${allowance(amount, token)} ${permit2Until(expiration)}`)), signature })
        : t('permit.permit2', { spender, amount: allowance(single.amount, single.token), until: permit2Until(single.expiration), signature });
    return { action, dangers: approvalDangers(spender, each) };
  });
};

const permit2Transfers: Reader = async (message, _data, call) => {
  const { permitted, spender, deadline } = z.object({ permitted: z.union([tokenAmount, z.array(tokenAmount)]), spender: address, deadline: uint }).parse(message);
  const each = await Promise.all([permitted].flat().map(async ({ token, amount }) => ({ token: await readToken(token, call), amount })));
  return inEachLocale(() => ({
    action: t('permit.transfer', { spender, amounts: localList(each.map(({ token, amount }) => allowance(amount, token))), until: until(deadline) }),
    dangers: each.filter(({ amount }) => isUnlimited(amount)).map(({ token }) => unlimitedTransferDanger(spender, token)),
  }));
};

const KINDS: Record<string, PermitKind> = {
  Permit: { fields: 'address owner,address spender,uint256 value,uint256 nonce,uint256 deadline', read: eip2612 },
  PermitSingle: { fields: 'PermitDetails details,address spender,uint256 sigDeadline', uses: ['PermitDetails', PERMIT_DETAILS], read: permit2Allowances },
  PermitBatch: { fields: 'PermitDetails[] details,address spender,uint256 sigDeadline', uses: ['PermitDetails', PERMIT_DETAILS], read: permit2Allowances },
  PermitTransferFrom: { fields: 'TokenPermissions permitted,address spender,uint256 nonce,uint256 deadline', uses: ['TokenPermissions', TOKEN_PERMISSIONS], read: permit2Transfers },
  PermitBatchTransferFrom: { fields: 'TokenPermissions[] permitted,address spender,uint256 nonce,uint256 deadline', uses: ['TokenPermissions', TOKEN_PERMISSIONS], read: permit2Transfers },
};

/** What the permit lets whom do, in words; undefined for typed data that is no permit the wallet knows. Throws for typed data that cannot be signed as asked. */
export async function describePermit(data: TypedData, call: NodeCall): Promise<TokenAction | undefined> {
  const { primaryType, types, message } = signedTypedData(data);
  const kind = KINDS[primaryType];
  if (!kind || shape(types[primaryType]) !== kind.fields) return undefined;
  if (kind.uses && shape(types[kind.uses[0]]) !== kind.uses[1]) return undefined;
  return kind.read(message, data, call);
}
