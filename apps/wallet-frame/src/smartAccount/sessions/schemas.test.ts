// ERC-7715's requests as the frame reads them: what passes, and the words of each refusal.
import { parseParams } from '../../rpc/params.js';
import { grantPermissionsParams, permissionsCapability, revokePermissionsParams, spendLimitOf } from './schemas.js';

const request = (overrides: Record<string, unknown> = {}) => ({
  chainId: '0x7a69',
  expiry: 1_900_000_000,
  signer: { type: 'wallet' },
  permissions: [{ type: 'native-token-transfer', data: { ticker: 'ETH' }, policies: [{ type: 'token-allowance', data: { allowance: '0x0de0b6b3a7640000' } }] }],
  ...overrides,
});
const grant = (params: unknown) => parseParams('wallet_grantPermissions', grantPermissionsParams, params);

describe('wallet_grantPermissions params', () => {
  it('takes a native-token-transfer with a token-allowance, the wallet as signer, and reads the spend limit', () => {
    const [parsed] = grant([request()]);
    expect(parsed).toMatchObject({ chainId: '0x7a69', expiry: 1_900_000_000, signer: { type: 'wallet' } });
    expect(spendLimitOf(parsed)).toBe(1_000_000_000_000_000_000n);
    // The signer may be left out (the wallet), and the allowance given in decimal.
    const { signer: _signer, ...withoutSigner } = request({ permissions: [{ type: 'native-token-transfer', policies: [{ type: 'token-allowance', data: { allowance: '5' } }] }] });
    expect(spendLimitOf(grant([withoutSigner])[0])).toBe(5n);
  });

  it.each([
    ['a key of the app as signer', { signer: { type: 'key', data: { type: 'secp256k1', publicKey: '0x04' } } }, "The wallet keeps the session key itself: the signer type must be 'wallet'"],
    ['another permission type', { permissions: [{ type: 'erc20-token-transfer', policies: [{ type: 'token-allowance', data: { allowance: '1' } }] }] }, 'Only native-token-transfer permissions are granted'],
    ['no spend limit', { permissions: [{ type: 'native-token-transfer', policies: [] }] }, 'A native-token-transfer permission needs a token-allowance policy: the spend limit'],
    ['two permissions', { permissions: [request().permissions[0], request().permissions[0]] }, 'Exactly one permission is granted at a time'],
    ['an expiry in milliseconds as a fraction', { expiry: 1.5 }, 'must be unix seconds'],
    ['a decimal chain id', { chainId: '31337' }, 'must be a hex chain id'],
    ['a bad account', { address: '0x1234' }, 'must be an address'],
    ['request-wide policies', { policies: [{ type: 'gas-limit' }] }, 'Request-wide policies are not supported'],
  ])('refuses %s', (_case, overrides, message) => {
    expect(() => grant([request(overrides)])).toThrow(message);
  });

  it.each([
    ['a zero allowance', [{ type: 'token-allowance', data: { allowance: '0x0' } }], 'must be more than 0 and fit in 128 bits'],
    ['an allowance past 128 bits', [{ type: 'token-allowance', data: { allowance: `0x1${'0'.repeat(32)}` } }], 'must be more than 0 and fit in 128 bits'],
    ['an allowance that is no number', [{ type: 'token-allowance', data: { allowance: 'lots' } }], 'must be a hex or decimal amount'],
    ['a second policy beside the limit', [{ type: 'token-allowance', data: { allowance: '1' } }, { type: 'rate-limit', data: {} }], 'the permission takes one token-allowance policy and no other'],
  ])('refuses %s', (_case, policies, message) => {
    const [parsed] = grant([request({ permissions: [{ type: 'native-token-transfer', policies }] })]);
    expect(() => spendLimitOf(parsed)).toThrow(message);
  });
});

describe('wallet_revokePermissions params and the permissions capability', () => {
  const context = '0x' + 'ab'.repeat(20);

  it('take the context this wallet gave', () => {
    expect(parseParams('wallet_revokePermissions', revokePermissionsParams, [{ permissionContext: context }])).toEqual([{ permissionContext: context }]);
    expect(permissionsCapability.parse({ context })).toEqual({ context });
  });

  it('refuse anything else', () => {
    expect(() => parseParams('wallet_revokePermissions', revokePermissionsParams, [{ context }])).toThrow('Invalid wallet_revokePermissions params');
    expect(() => parseParams('wallet_revokePermissions', revokePermissionsParams, [{ permissionContext: '0x1234' }])).toThrow('must be a permission context this wallet gave');
    expect(permissionsCapability.safeParse({ context: 'session-1' }).success).toBe(false);
  });
});
