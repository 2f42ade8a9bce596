import {
  APP_PREFIX,
  errorType,
  FRAME_PREFIX,
  FRAME_PROTOCOL_VERSION,
  isAppRequestType,
  notificationType,
  requestType,
  successType,
} from './constants.js';
import { isSafeRpcMethod, isUnsafeRpcMethod, SAFE_RPC_METHODS, UNSAFE_RPC_METHODS } from './rpcMethods.js';

it('names the wire types with the app and frame prefixes', () => {
  expect(APP_PREFIX).toBe('@latch-app/');
  expect(FRAME_PREFIX).toBe('@latch-frame/');
  expect(FRAME_PROTOCOL_VERSION).toBe('1');
  expect(requestType('CONNECT_EMAIL')).toBe('@latch-app/CONNECT_EMAIL');
  expect(successType('CONNECT_EMAIL')).toBe('@latch-frame/CONNECT_EMAIL_SUCCESS');
  expect(errorType('RPC_REQUEST')).toBe('@latch-frame/RPC_REQUEST_ERROR');
  expect(notificationType('READY')).toBe('@latch-frame/READY');
});

it('knows the request types', () => {
  expect(isAppRequestType('SIGN_OUT')).toBe(true);
  expect(isAppRequestType('SIGN_IN')).toBe(false);
  expect(isAppRequestType(3)).toBe(false);
});

describe('RPC methods (SPEC 6)', () => {
  it('puts signing and sending behind approval', () => {
    for (const method of ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'solana_signAndSendTransaction', 'wallet_sendCalls']) {
      expect(isUnsafeRpcMethod(method)).toBe(true);
      expect(isSafeRpcMethod(method)).toBe(false);
    }
  });

  it('answers reads, raw transactions and capability queries without approval', () => {
    for (const method of ['eth_call', 'eth_getBalance', 'eth_sendRawTransaction', 'wallet_getCapabilities', 'wallet_getCallsStatus']) {
      expect(isSafeRpcMethod(method)).toBe(true);
      expect(isUnsafeRpcMethod(method)).toBe(false);
    }
  });

  it('needs approval for exactly the signing and sending methods of SPEC 6', () => {
    expect([...UNSAFE_RPC_METHODS].sort()).toEqual(
      [
        'personal_sign',
        'eth_signTypedData_v4',
        'eth_sendTransaction',
        'solana_signMessage',
        'solana_signTransaction',
        'solana_signAllTransactions',
        'solana_signAndSendTransaction',
        'wallet_sendCalls',
        'wallet_grantPermissions',
        'wallet_revokePermissions',
        'eth_sendUserOperation',
      ].sort(),
    );
  });

  it('keeps the two lists apart and refuses unknown methods', () => {
    expect(SAFE_RPC_METHODS.filter((m) => (UNSAFE_RPC_METHODS as readonly string[]).includes(m))).toEqual([]);
    expect(isSafeRpcMethod('eth_sign')).toBe(false);
    expect(isUnsafeRpcMethod('eth_sign')).toBe(false);
  });
});
