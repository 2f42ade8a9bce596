import { APP_REQUEST_TYPES, requestType, type AppRequestType } from './constants.js';
import { appRequestSchema, requestPayloadSchemas } from './requests.js';
import { SAFE_RPC_METHODS, UNSAFE_RPC_METHODS } from './rpcMethods.js';

const validPayloads: Record<AppRequestType, unknown[]> = {
  SWITCH_NETWORK: [{ chainId: 1 }, { chainId: 'eip155:1' }, { chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }],
  CONNECT_EMAIL: [{ email: 'ada@example.com' }],
  CONNECT_DEVICE: [undefined, {}],
  CONNECT_OTP: [undefined, {}],
  CONNECT_SOCIAL: [...['google', 'github', 'apple', 'facebook', 'x', 'discord'].map((provider) => ({ provider })), { provider: 'github', preferredAccountType: 'smartAccount' }],
  CONNECT_FARCASTER: [undefined, {}],
  ADD_PASSKEY: [undefined, {}],
  CONNECT_PASSKEY: [undefined, {}],
  GET_USER: [undefined, {}, { chainId: 31337 }, { chainId: 'solana:1', preferredAccountType: 'eoa' }],
  SIGN_OUT: [undefined, {}],
  IS_CONNECTED: [undefined],
  GET_CHAIN_ID: [undefined],
  RPC_REQUEST: [
    { method: 'eth_chainId' },
    { method: 'personal_sign', params: ['0x68656c6c6f', '0x0000000000000000000000000000000000000001'] },
    { method: 'solana_signMessage', params: { message: 'aGk=', pubkey: 'abc' }, chainId: 'solana:devnet' },
    { method: 'eth_sendTransaction', params: [{ to: '0x01' }], chainId: 1 },
  ],
  UPDATE_EMAIL: [{ email: 'new@example.com' }],
  UPDATE_EMAIL_PRIMARY_OTP: [undefined, {}],
  UPDATE_EMAIL_SECONDARY_OTP: [undefined, {}],
  SYNC_THEME: [{ themeMode: 'light' }, { themeMode: 'dark', themeVariables: { '--latch-accent': '#f00' }, w3mThemeVariables: { '--w3m-z-index': 999 } }],
  SYNC_DAPP_DATA: [
    { projectId: 'latch-demo', sdkVersion: '4', sdkType: 'latch' },
    { metadata: { name: 'Demo', description: 'A demo', url: 'http://127.0.0.1:5173', icons: ['http://x/icon.png'] }, projectId: 'p', sdkVersion: '4', sdkType: 'latch' },
    { projectId: 'p', sdkVersion: '4', sdkType: 'latch', locale: 'pt-BR' },
    { projectId: 'p', sdkVersion: '4', sdkType: 'latch', locale: 'zh-Hans-CN' },
  ],
  GET_SESSION_TOKEN: [undefined],
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: [undefined],
  INIT_SMART_ACCOUNT: [undefined],
  SET_PREFERRED_ACCOUNT: [{ type: 'eoa' }, { type: 'smartAccount' }],
  RELOAD: [undefined],
  CANCEL_APPROVAL: [undefined, {}, { requestId: 'abc12345-7' }],
};

const malformedPayloads: Partial<Record<AppRequestType, unknown[]>> = {
  SWITCH_NETWORK: [undefined, {}, { chainId: true }, { chainId: '' }, { chainId: 1.5 }, { chainId: -1 }, 'eip155:1'],
  CONNECT_EMAIL: [undefined, {}, { email: 'not-an-email' }, { email: 42 }, { email: '' }],
  CONNECT_DEVICE: [null, 'a1b2c3', 123456],
  CONNECT_OTP: [null, '123456'],
  // No URL crosses from the app: a page, a code or a state is not the frame's to take.
  CONNECT_SOCIAL: [undefined, {}, { provider: 'myspace' }, { provider: 'Google' }, { uri: 'https://idp.example/auth?state=1' }, { provider: 'google', preferredAccountType: 'payment' }],
  GET_USER: [null, { chainId: false }, { preferredAccountType: 'other' }],
  SIGN_OUT: [null, 1],
  RPC_REQUEST: [
    undefined,
    {},
    { method: 'eth_sign' },
    { method: 'debug_traceTransaction' },
    { method: 'eth_call', params: 'nope' },
    { method: 'eth_call', chainId: {} },
  ],
  UPDATE_EMAIL: [{ email: 'nope@' }],
  UPDATE_EMAIL_PRIMARY_OTP: ['111111'],
  UPDATE_EMAIL_SECONDARY_OTP: [null],
  SYNC_THEME: [{}, { themeMode: 'blue' }, { themeMode: 'dark', themeVariables: { a: true } }, { themeMode: 'light', w3mThemeVariables: [] }],
  SYNC_DAPP_DATA: [
    {},
    { projectId: 'p', sdkVersion: '4' },
    { projectId: '', sdkVersion: '4', sdkType: 'latch' },
    { metadata: { name: 'Demo' }, projectId: 'p', sdkVersion: '4', sdkType: 'latch' },
    { metadata: { name: 'D', description: 'd', url: 'u', icons: 'i' }, projectId: 'p', sdkVersion: '4', sdkType: 'latch' },
    // A locale names a catalogue file: nothing that could walk out of the catalogue folder passes.
    { projectId: 'p', sdkVersion: '4', sdkType: 'latch', locale: '../../secrets' },
    { projectId: 'p', sdkVersion: '4', sdkType: 'latch', locale: 'fr/../../x' },
    { projectId: 'p', sdkVersion: '4', sdkType: 'latch', locale: 'en.json' },
    { projectId: 'p', sdkVersion: '4', sdkType: 'latch', locale: '' },
    { projectId: 'p', sdkVersion: '4', sdkType: 'latch', locale: 42 },
  ],
  SET_PREFERRED_ACCOUNT: [undefined, {}, { type: 'payment' }],
  CANCEL_APPROVAL: [null, { requestId: '' }, { requestId: 7 }, { requestId: 'x'.repeat(129) }],
};

const request = (type: string, payload: unknown, id: unknown = 'req-1') => ({ type, id, payload });

describe('request payload schemas', () => {
  it('has a valid example for every request type', () => {
    expect(Object.keys(validPayloads).sort()).toEqual([...APP_REQUEST_TYPES].sort());
  });

  const valid = Object.entries(validPayloads).flatMap(([type, payloads]) => payloads.map((payload) => [type, payload] as const));
  it.each(valid)('%s accepts %j', (type, payload) => {
    expect(requestPayloadSchemas[type as AppRequestType].safeParse(payload).success).toBe(true);
    expect(appRequestSchema.safeParse(request(requestType(type as AppRequestType), payload)).success).toBe(true);
  });

  const malformed = Object.entries(malformedPayloads).flatMap(([type, payloads]) => payloads.map((payload) => [type, payload] as const));
  it.each(malformed)('%s rejects %j', (type, payload) => {
    expect(requestPayloadSchemas[type as AppRequestType].safeParse(payload).success).toBe(false);
    expect(appRequestSchema.safeParse(request(requestType(type as AppRequestType), payload)).success).toBe(false);
  });
});

describe('appRequestSchema', () => {
  const ok = request('@latch-app/CONNECT_EMAIL', { email: 'ada@example.com' });

  it('parses a request and keeps its id', () => {
    expect(appRequestSchema.parse(ok)).toEqual(ok);
  });

  it.each(['CONNECT_DEVICE', 'CONNECT_OTP', 'UPDATE_EMAIL_PRIMARY_OTP', 'UPDATE_EMAIL_SECONDARY_OTP'] as const)(
    'never hands the frame a code from the app: %s takes none (the person types it into the frame), and one sent is stripped',
    (type) => {
      const parsed = appRequestSchema.parse(request(requestType(type), { code: '123456', otp: '123456' }));
      expect(parsed.payload).toEqual({});
    },
  );

  it.each(['ADD_PASSKEY', 'CONNECT_PASSKEY'] as const)('lets no app hand the frame a WebAuthn answer or options: %s takes none, and any sent are stripped', (type) => {
    const parsed = appRequestSchema.parse(request(requestType(type), { response: { id: 'x' }, challenge: 'abc', rpId: 'evil.example' }));
    expect(parsed.payload).toEqual({});
  });

  it('carries the id of the approval a CANCEL_APPROVAL ends, so the frame cancels that one and no other', () => {
    expect(appRequestSchema.parse(request(requestType('CANCEL_APPROVAL'), { requestId: 'abc12345-2' })).payload).toEqual({ requestId: 'abc12345-2' });
  });

  it('strips unknown payload keys', () => {
    const parsed = appRequestSchema.parse(request('@latch-app/CONNECT_EMAIL', { email: 'ada@example.com', extra: 1 }));
    expect(parsed.payload).toEqual({ email: 'ada@example.com' });
  });

  it.each([
    ['no id', { type: ok.type, payload: ok.payload }],
    ['an empty id', request(ok.type, ok.payload, '')],
    ['a numeric id', request(ok.type, ok.payload, 7)],
    ['an unknown type', request('@latch-app/STEAL_KEYS', {})],
    ['the frame prefix', request('@latch-frame/CONNECT_EMAIL', ok.payload)],
    ['no prefix', request('CONNECT_EMAIL', ok.payload)],
    ['a reply type', request('@latch-frame/CONNECT_EMAIL_SUCCESS', { action: 'CONNECT' })],
    ['not an object', 'hello'],
    ['null', null],
  ])('rejects %s', (_label, message) => {
    expect(appRequestSchema.safeParse(message).success).toBe(false);
  });

  it('accepts every known RPC method and nothing else', () => {
    for (const method of [...SAFE_RPC_METHODS, ...UNSAFE_RPC_METHODS]) {
      expect(appRequestSchema.safeParse(request('@latch-app/RPC_REQUEST', { method })).success).toBe(true);
    }
    expect(appRequestSchema.safeParse(request('@latch-app/RPC_REQUEST', { method: 'eth_signTransaction' })).success).toBe(false);
  });
});
