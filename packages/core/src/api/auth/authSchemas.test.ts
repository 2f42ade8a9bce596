import {
  deviceApprovalResponseSchema,
  farcasterApprovalResponseSchema,
  farcasterChannelResponseSchema,
  issuedSessionSchema,
  keyBackupResponseSchema,
  linkAskedResponseSchema,
  passkeyRequestOptionsSchema,
  socialCompletionSchema,
  socialStartResponseSchema,
  wrapKeyResponseSchema,
} from '../index.js';

const TOKEN = 'q8Yp2V0m3xJ7cT1bN4eR6uW9zA5kL2hG8dF0sQ3vY1o';
const session = { token: `${TOKEN}.${TOKEN}`, expiresAt: '2025-06-01T12:00:00.000Z', user: { email: null, userId: 'u1' } };
const backup = { ciphertext: 'c2VhbGVk', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', version: 1, updatedAt: '2025-06-01T12:00:00.000Z' };
const identity = { fid: 1234, username: null, displayName: null, pfpUrl: null, custody: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' };

describe("the auth routes' answer schemas", () => {
  it.each([
    ['a session of a user known by an identity alone', issuedSessionSchema, session],
    ['a backup from services that do not name its seal', keyBackupResponseSchema, backup],
    ['a backup sealed under a passkey', keyBackupResponseSchema, { ...backup, passkeySeal: { credentialId: 'hT3pQ8vN2k', salt: TOKEN } }],
    ['a wrap key of 32 bytes', wrapKeyResponseSchema, { wrapKey: TOKEN }],
    ["a device's approval", deviceApprovalResponseSchema, { action: 'VERIFY_OTP' }],
    ['a long poll still pending', deviceApprovalResponseSchema, { status: 'pending' }],
    ['a social start', socialStartResponseSchema, { authorizationUrl: 'http://127.0.0.1:3900/auth?state=s', state: TOKEN, expiresAt: '2025-06-01T12:00:00.000Z' }],
    ['a social completion', socialCompletionSchema, { ...session, identity: { provider: 'github', email: 'ada@example.com', name: null, picture: null } }],
    ["the consent a social login waits for, in the error body's shape", linkAskedResponseSchema, { message: 'Enter the code', action: 'VERIFY_LINK', email: 'ada@example.com' }],
    ['a Farcaster approval', farcasterApprovalResponseSchema, { status: 'approved', identity }],
    ['WebAuthn request options with more than the checked fields', passkeyRequestOptionsSchema, { challenge: TOKEN, rpId: '127.0.0.1', timeout: 60000 }],
  ] as const)('accept %s', (_case, schema, value) => {
    expect(schema.safeParse(value).success).toBe(true);
  });

  it.each([
    ['a session whose expiry is no date', issuedSessionSchema, { ...session, expiresAt: 'soon' }],
    ['a session without its user', issuedSessionSchema, { ...session, user: undefined }],
    ['a backup of a fractional version', keyBackupResponseSchema, { ...backup, version: 1.5 }],
    ['a wrap key of another length', wrapKeyResponseSchema, { wrapKey: TOKEN.slice(1) }],
    ['a social start that sends the window to a script URL', socialStartResponseSchema, { authorizationUrl: 'javascript:alert(1)', state: TOKEN, expiresAt: '2025-06-01T12:00:00.000Z' }],
    ['a social identity of a provider Latch does not offer', socialCompletionSchema, { ...session, identity: { provider: 'myspace', email: 'ada@example.com', name: null, picture: null } }],
    ['a consent asked without the error message', linkAskedResponseSchema, { action: 'VERIFY_LINK', email: 'ada@example.com' }],
    ['a Farcaster QR link to a script URL', farcasterChannelResponseSchema, { channelToken: TOKEN, url: 'javascript:alert(1)', nonce: 'n', domain: 'd', siweUri: 's', expiresAt: 'e' }],
    ['a Farcaster identity of fid 0', farcasterApprovalResponseSchema, { status: 'approved', identity: { ...identity, fid: 0 } }],
    ['WebAuthn options whose challenge is not base64url', passkeyRequestOptionsSchema, { challenge: 'a+b/', rpId: '127.0.0.1' }],
  ] as const)('refuse %s', (_case, schema, value) => {
    expect(schema.safeParse(value).success).toBe(false);
  });
});
