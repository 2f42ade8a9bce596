import { createDevProvider } from '../src/index.js';
import { prepareRequest, toRpcError } from '../src/walletconnect/walletRequests.js';

// Nothing here reaches the chain: the rpcUrl is never called.
const provider = createDevProvider({ rpcUrl: 'http://127.0.0.1:9', privateKey: `0x${'11'.repeat(32)}`, chainId: 31337 });
const signer = { address: provider.address, chainId: 31337, provider };
afterAll(() => provider.destroy());

const refusal = (chain: string, method: string, params: unknown) => {
  try {
    prepareRequest({ eip155: signer }, chain, method, params);
  } catch (error) {
    return toRpcError(error);
  }
  throw new Error('the request was not refused');
};

describe('sample wallet requests', () => {
  it('refuses unsupported methods with 4200, other namespaces too', () => {
    expect(refusal('eip155:31337', 'eth_sign', [])).toEqual({ code: 4200, message: 'The wallet does not support the requested method.: eth_sign' });
    expect(refusal('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana_signMessage', {})).toMatchObject({ code: 4200 });
  });

  it('refuses chains other than its own with 4901', () => {
    expect(refusal('eip155:1', 'eth_chainId', [])).toMatchObject({ code: 4901 });
  });

  it('checks params against their schema before anything is signed', () => {
    expect(refusal('eip155:31337', 'personal_sign', ['0x68'])).toMatchObject({ code: -32602 });
    expect(refusal('eip155:31337', 'eth_signTypedData_v4', [signer.address, '{not json'])).toMatchObject({ code: -32602, message: expect.stringContaining('not JSON') });
    expect(refusal('eip155:31337', 'eth_signTypedData_v4', [signer.address, { types: {} }])).toMatchObject({ code: -32602 });
    expect(refusal('eip155:31337', 'wallet_switchEthereumChain', [{ chainId: 31337 }])).toMatchObject({ code: -32602 });
  });

  it('asks approval only for what signs or spends', () => {
    const approval = (method: string, params: unknown) => prepareRequest({ eip155: signer }, 'eip155:31337', method, params).needsApproval;
    expect(approval('personal_sign', ['0x68', signer.address])).toBe(true);
    expect(approval('eth_sendTransaction', [{ from: signer.address }])).toBe(true);
    expect(approval('eth_accounts', [])).toBe(false);
    expect(approval('eth_chainId', undefined)).toBe(false);
  });

  it('reports a failure that is not an RpcError as an internal error with its short message', () => {
    expect(toRpcError(Object.assign(new Error('long'), { shortMessage: 'insufficient funds' }))).toEqual({ code: -32603, message: 'Internal error: insufficient funds' });
  });
});
