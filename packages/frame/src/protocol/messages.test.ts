import { APP_REQUEST_TYPES, errorType, notificationType, successType, type AppRequestType } from './constants.js';
import { frameMessageSchema, isFrameNotification, type FrameMessage } from './messages.js';
import { successPayloadSchemas } from './successes.js';

const user = { address: '0x0000000000000000000000000000000000000001', chainId: 1 };
const fullUser = {
  email: 'ada@example.com',
  address: '0x0000000000000000000000000000000000000001',
  chainId: 'eip155:1',
  accounts: [
    { address: '0x0000000000000000000000000000000000000001', type: 'eoa' },
    { address: '0x0000000000000000000000000000000000000002', type: 'smartAccount' },
  ],
  userName: null,
  preferredAccountType: 'smartAccount',
  smartAccountDeployed: false,
};

const validSuccesses: Record<AppRequestType, unknown[]> = {
  SWITCH_NETWORK: [{ chainId: 31337 }, { chainId: 'solana:devnet' }],
  CONNECT_EMAIL: [{ action: 'VERIFY_DEVICE' }, { action: 'VERIFY_OTP' }, { action: 'CONNECT' }],
  CONNECT_DEVICE: [{ action: 'VERIFY_OTP' }],
  CONNECT_OTP: [{}, undefined],
  CONNECT_SOCIAL: [user, fullUser, { ...fullUser, userName: 'Ada Lovelace', socialProvider: 'github' }],
  CONNECT_FARCASTER: [{ userName: 'ada' }],
  ADD_PASSKEY: [{ sealed: false }, { sealed: true }],
  CONNECT_PASSKEY: [user, { ...fullUser, email: null }],
  GET_USER: [user, { ...fullUser, email: null, userName: 'ada' }],
  SIGN_OUT: [{}, undefined],
  IS_CONNECTED: [{ isConnected: true }, { isConnected: false }],
  GET_CHAIN_ID: [{ chainId: 1 }],
  RPC_REQUEST: [{ result: '0x1' }, { result: null }, { result: { hash: '0x' } }],
  UPDATE_EMAIL: [{ action: 'VERIFY_PRIMARY_OTP' }, { action: 'VERIFY_SECONDARY_OTP' }],
  UPDATE_EMAIL_PRIMARY_OTP: [{}],
  UPDATE_EMAIL_SECONDARY_OTP: [{ newEmail: 'new@example.com' }],
  SYNC_THEME: [{}],
  SYNC_DAPP_DATA: [undefined],
  GET_SESSION_TOKEN: [{ token: 'opaque-handle' }],
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: [{ smartAccountEnabledNetworks: [] }, { smartAccountEnabledNetworks: [1, 31337] }],
  INIT_SMART_ACCOUNT: [{ address: '0xabc', isDeployed: false }],
  SET_PREFERRED_ACCOUNT: [{ type: 'eoa', address: '0xabc' }],
  RELOAD: [{}],
  CANCEL_APPROVAL: [{ cancelled: true }, { cancelled: false }],
};

const malformedSuccesses: Partial<Record<AppRequestType, unknown[]>> = {
  SWITCH_NETWORK: [{}, { chainId: null }],
  CONNECT_EMAIL: [{}, { action: 'LOGIN' }],
  CONNECT_DEVICE: [{ action: 'CONNECT' }],
  CONNECT_OTP: [null, 'done'],
  CONNECT_SOCIAL: [
    {},
    { address: '0x1' },
    { ...user, email: 'nope' },
    { ...user, accounts: [{ address: '0x1', type: 'payment' }] },
    { ...user, smartAccountDeployed: 'yes' },
    { ...user, socialProvider: 'myspace' },
  ],
  CONNECT_FARCASTER: [{}, { userName: 3 }],
  ADD_PASSKEY: [{}, { sealed: 'yes' }],
  CONNECT_PASSKEY: [{}, { ...user, email: 'nope' }],
  GET_USER: [undefined, { ...user, chainId: true }],
  IS_CONNECTED: [{}, { isConnected: 'true' }],
  GET_CHAIN_ID: [{ chainId: {} }],
  UPDATE_EMAIL: [{ action: 'CONNECT' }],
  UPDATE_EMAIL_SECONDARY_OTP: [{}, { newEmail: 'bad' }],
  GET_SESSION_TOKEN: [{}, { token: '' }],
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: [{}, { smartAccountEnabledNetworks: ['1'] }],
  INIT_SMART_ACCOUNT: [{ address: '0xabc' }, { address: '0xabc', isDeployed: 'no' }],
  SET_PREFERRED_ACCOUNT: [{ type: 'eoa' }, { type: 'other', address: '0xabc' }],
  CANCEL_APPROVAL: [{}, { cancelled: 'yes' }],
};

describe('success payload schemas', () => {
  it('has a valid example for every request type', () => {
    expect(Object.keys(validSuccesses).sort()).toEqual([...APP_REQUEST_TYPES].sort());
  });

  const valid = Object.entries(validSuccesses).flatMap(([type, payloads]) => payloads.map((payload) => [type, payload] as const));
  it.each(valid)('%s accepts %j', (type, payload) => {
    const t = type as AppRequestType;
    expect(successPayloadSchemas[t].safeParse(payload).success).toBe(true);
    expect(frameMessageSchema.safeParse({ type: successType(t), id: 'r1', payload }).success).toBe(true);
  });

  const malformed = Object.entries(malformedSuccesses).flatMap(([type, payloads]) => payloads.map((payload) => [type, payload] as const));
  it.each(malformed)('%s rejects %j', (type, payload) => {
    const t = type as AppRequestType;
    expect(successPayloadSchemas[t].safeParse(payload).success).toBe(false);
    expect(frameMessageSchema.safeParse({ type: successType(t), id: 'r1', payload }).success).toBe(false);
  });
});

describe('frameMessageSchema', () => {
  it.each(APP_REQUEST_TYPES)('accepts an error reply to %s', (type) => {
    expect(frameMessageSchema.safeParse({ type: errorType(type), id: 'r1', payload: { message: 'Nope' } }).success).toBe(true);
  });

  it.each([
    ['a reply without id', { type: errorType('CONNECT_EMAIL'), payload: { message: 'x' } }],
    ['an error without message', { type: errorType('CONNECT_EMAIL'), id: 'r1', payload: {} }],
    ['an error with a numeric message', { type: errorType('CONNECT_EMAIL'), id: 'r1', payload: { message: 1 } }],
    ['an unknown type', { type: '@latch-frame/HELLO', payload: {} }],
    ['an app request', { type: '@latch-app/CONNECT_EMAIL', id: 'r1', payload: { email: 'ada@example.com' } }],
    ['a string', '@latch-frame/READY'],
    ['undefined', undefined],
    ['a SESSION_UPDATE without token', { type: notificationType('SESSION_UPDATE'), payload: {} }],
    ['an APPROVAL_REQUESTED without method', { type: notificationType('APPROVAL_REQUESTED') }],
    ['a READY with a numeric version', { type: notificationType('READY'), payload: { version: 1 } }],
    ['an APPROVAL_REQUESTED with an empty request id', { type: notificationType('APPROVAL_REQUESTED'), payload: { method: 'personal_sign', requestId: '' } }],
  ])('rejects %s', (_label, message) => {
    expect(frameMessageSchema.safeParse(message).success).toBe(false);
  });

  it.each([
    [{ type: '@latch-frame/READY' }],
    [{ type: '@latch-frame/READY', payload: { version: '1.0.0' } }],
    [{ type: '@latch-frame/SESSION_UPDATE', payload: { token: 't' } }],
    [{ type: '@latch-frame/APPROVAL_REQUESTED', payload: { method: 'personal_sign' } }],
    [{ type: '@latch-frame/APPROVAL_REQUESTED', payload: { method: 'personal_sign', requestId: 'abc12345-3' } }],
    [{ type: '@latch-frame/APPROVAL_SETTLED', payload: {} }],
    [{ type: '@latch-frame/APPROVAL_SETTLED' }],
  ])('accepts the notification %j', (message) => {
    const parsed = frameMessageSchema.parse(message);
    expect(isFrameNotification(parsed)).toBe(true);
  });

  it("keeps the id of the request an APPROVAL_REQUESTED shows: the app knows which dialog a timeout closes", () => {
    expect(frameMessageSchema.parse({ type: '@latch-frame/APPROVAL_REQUESTED', payload: { method: 'personal_sign', requestId: 'abc12345-3' } })).toEqual({
      type: '@latch-frame/APPROVAL_REQUESTED',
      payload: { method: 'personal_sign', requestId: 'abc12345-3' },
    });
  });

  it('tells replies from notifications', () => {
    const reply: FrameMessage = frameMessageSchema.parse({ type: successType('IS_CONNECTED'), id: 'r1', payload: { isConnected: true } });
    expect(isFrameNotification(reply)).toBe(false);
  });
});
