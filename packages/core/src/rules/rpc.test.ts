import { ErrorMessages } from '../errors/catalogue.js';
import {
  batchCallSchema,
  displayMessage,
  isSafeRpcMethod,
  isUnsafeRpcMethod,
  rpcMethodSchema,
  rpcPolicy,
  SAFE_RPC_METHODS,
  signedMessageSchema,
  solanaSendOptionsSchema,
  transactionHashSchema,
  UNSAFE_RPC_METHODS,
} from './rpc.js';

describe('RPC methods (SPEC 5, SPEC 6)', () => {
  it('treats read-only queries, eth_sendRawTransaction and capability and status queries as safe', () => {
    for (const method of ['eth_call', 'eth_getBalance', 'eth_sendRawTransaction', 'wallet_getCapabilities', 'wallet_getCallsStatus']) {
      expect(isSafeRpcMethod(method)).toBe(true);
      expect(isUnsafeRpcMethod(method)).toBe(false);
    }
  });

  it('needs approval for every signing and sending method of SPEC 6', () => {
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
    expect(UNSAFE_RPC_METHODS.some((method) => (SAFE_RPC_METHODS as readonly string[]).includes(method))).toBe(false);
  });

  it('accepts only known methods', () => {
    expect(rpcMethodSchema.safeParse('personal_sign').success).toBe(true);
    expect(rpcMethodSchema.safeParse('eth_sign').success).toBe(false);
    expect(rpcMethodSchema.safeParse('debug_traceTransaction').success).toBe(false);
  });
});

describe('the embedded wallet\'s RPC policy (SPEC 6, 8)', () => {
  it('answers safe methods, asks approval for unsafe ones, refuses the rest', () => {
    expect([rpcPolicy('eth_getBalance'), rpcPolicy('eth_chainId'), rpcPolicy('personal_sign'), rpcPolicy('eth_sendTransaction')]).toEqual(['answer', 'answer', 'approve', 'approve']);
    expect(() => rpcPolicy('eth_sign')).toThrow(ErrorMessages.rpcNotAllowed);
    expect(() => rpcPolicy('debug_traceTransaction')).toThrow(ErrorMessages.rpcNotAllowed);
  });

  it('shows the refusal as "Action not allowed", other errors as they are', () => {
    let refusal: unknown;
    try {
      rpcPolicy('admin_peers');
    } catch (error) {
      refusal = error;
    }
    expect(displayMessage(refusal)).toBe(ErrorMessages.rpcNotAllowedUi);
    expect(displayMessage(new Error('Signature declined'))).toBe('Signature declined');
    expect(displayMessage(42)).toBe(ErrorMessages.unknown);
  });
});

describe('hashes and signatures (SPEC 5)', () => {
  it('wants a transaction hash of 0x and 64 hex characters', () => {
    expect(transactionHashSchema.safeParse(`0x${'a'.repeat(64)}`).success).toBe(true);
    expect(transactionHashSchema.safeParse(`0x${'a'.repeat(63)}`).success).toBe(false);
    expect(transactionHashSchema.safeParse(`0x${'a'.repeat(65)}`).success).toBe(false);
    expect(transactionHashSchema.safeParse(`${'a'.repeat(66)}`).success).toBe(false);
    expect(transactionHashSchema.safeParse(`0x${'g'.repeat(64)}`).success).toBe(false);
  });

  it('wants a signed message of 0x and at least 62 hex characters', () => {
    expect(signedMessageSchema.safeParse(`0x${'b'.repeat(62)}`).success).toBe(true);
    expect(signedMessageSchema.safeParse(`0x${'b'.repeat(130)}`).success).toBe(true);
    expect(signedMessageSchema.safeParse(`0x${'b'.repeat(61)}`).success).toBe(false);
    expect(signedMessageSchema.safeParse(`0x${'z'.repeat(62)}`).success).toBe(false);
  });
});

describe('batch calls (SPEC 5)', () => {
  it('wants targets and optional data that start with 0x', () => {
    expect(batchCallSchema.safeParse({ to: '0xabc' }).success).toBe(true);
    expect(batchCallSchema.safeParse({ to: '0xabc', data: '0x1234' }).success).toBe(true);
    expect(batchCallSchema.safeParse({ to: 'abc' }).success).toBe(false);
    expect(batchCallSchema.safeParse({ to: '0xabc', data: '1234' }).success).toBe(false);
    expect(batchCallSchema.safeParse({}).success).toBe(false);
  });
});

describe('Solana sign-and-send options (SPEC 5)', () => {
  it('accepts the documented options and commitments', () => {
    for (const preflightCommitment of ['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max']) {
      expect(solanaSendOptionsSchema.safeParse({ preflightCommitment }).success).toBe(true);
    }
    expect(solanaSendOptionsSchema.safeParse({ skipPreflight: true, maxRetries: 3, minContextSlot: 10 }).success).toBe(true);
  });

  it('refuses wrong types and unknown commitments', () => {
    expect(solanaSendOptionsSchema.safeParse({ preflightCommitment: 'eventual' }).success).toBe(false);
    expect(solanaSendOptionsSchema.safeParse({ skipPreflight: 'yes' }).success).toBe(false);
    expect(solanaSendOptionsSchema.safeParse({ maxRetries: '3' }).success).toBe(false);
    expect(solanaSendOptionsSchema.safeParse({ minContextSlot: null }).success).toBe(false);
  });
});
