import { ErrorMessages } from '@latch/core';
import { createFrameProvider, type FrameCall } from './frameProvider.js';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function setup(answers: Record<string, (payload: unknown) => unknown> = {}) {
  const calls: [string, unknown][] = [];
  const call = (async (type: string, payload: unknown) => {
    calls.push([type, payload]);
    const answer = answers[type];
    if (!answer) throw new Error(`unexpected ${type}`);
    return answer(payload);
  }) as FrameCall;
  return { provider: createFrameProvider(call), calls };
}

describe('the EIP-1193 provider over the frame', () => {
  it('answers accounts and chain from the frame user', async () => {
    const { provider, calls } = setup({ GET_USER: () => ({ address: ADDRESS, chainId: 31337 }) });
    await expect(provider.request({ method: 'eth_requestAccounts' })).resolves.toEqual([ADDRESS]);
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x7a69');
    expect(calls.map(([type]) => type)).toEqual(['GET_USER']);
  });

  it("opens on the app's network: the connect's GET_USER names its chain, and later reads leave the frame where the person switched it", async () => {
    const { provider, calls } = setup({ GET_USER: () => ({ address: ADDRESS, chainId: 8453 }) });
    await expect(provider.opensOn(8453).request({ method: 'eth_requestAccounts' })).resolves.toEqual([ADDRESS]);
    await provider.request({ method: 'eth_accounts' });
    expect(calls).toEqual([
      ['GET_USER', { chainId: 8453 }],
      ['GET_USER', {}],
    ]);
  });

  it('asks the frame for the chain when no user was read yet', async () => {
    const { provider } = setup({ GET_CHAIN_ID: () => ({ chainId: '1' }) });
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x1');
  });

  it('switches through SWITCH_NETWORK and tells listeners the new chain', async () => {
    const { provider, calls } = setup({ GET_USER: () => ({ address: ADDRESS, chainId: 31337 }), SWITCH_NETWORK: () => ({ chainId: 1 }) });
    await provider.request({ method: 'eth_accounts' });
    const changes: unknown[] = [];
    provider.on?.('chainChanged', (chainId) => changes.push(chainId));
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] });
    expect(calls.at(-1)).toEqual(['SWITCH_NETWORK', { chainId: 1 }]);
    expect(changes).toEqual(['0x1']);
  });

  it('cannot be taught new chains, and refuses a switch without a chain id', async () => {
    const { provider } = setup();
    await expect(provider.request({ method: 'wallet_addEthereumChain', params: [{ chainId: '0xa' }] })).rejects.toThrow(ErrorMessages.chainNotSupported.text);
    await expect(provider.request({ method: 'wallet_switchEthereumChain', params: [{}] })).rejects.toThrow(ErrorMessages.chainNotSupported.text);
  });

  it("answers EIP-2255's wallet_revokePermissions itself, and sends ERC-7715's (a permission's context) to the frame", async () => {
    const { provider, calls } = setup({ GET_USER: () => ({ address: ADDRESS, chainId: 31337 }), RPC_REQUEST: () => ({ result: null }) });
    await provider.request({ method: 'eth_accounts' });
    await expect(provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })).resolves.toBeNull();
    expect(calls.map(([type]) => type)).toEqual(['GET_USER']);
    const permissionContext = `0x${'ab'.repeat(20)}`;
    await expect(provider.request({ method: 'wallet_revokePermissions', params: [{ permissionContext }] })).resolves.toBeNull();
    expect(calls.at(-1)).toEqual(['RPC_REQUEST', { method: 'wallet_revokePermissions', params: [{ permissionContext }], chainId: 31337 }]);
  });

  it('sends every other method as an RPC request on the current chain', async () => {
    const { provider, calls } = setup({ GET_USER: () => ({ address: ADDRESS, chainId: 31337 }), RPC_REQUEST: () => ({ result: '0xsig' }) });
    await provider.request({ method: 'eth_accounts' });
    await expect(provider.request({ method: 'personal_sign', params: ['0x68', ADDRESS] })).resolves.toBe('0xsig');
    expect(calls.at(-1)).toEqual(['RPC_REQUEST', { method: 'personal_sign', params: ['0x68', ADDRESS], chainId: 31337 }]);
  });

  it('refuses an unknown method without asking the frame (SPEC 6)', async () => {
    const { provider, calls } = setup();
    await expect(provider.request({ method: 'eth_mine' })).rejects.toThrow(ErrorMessages.rpcNotAllowed.text);
    expect(calls).toEqual([]);
  });

  it('tells listeners when the session ends, and stops telling removed ones', () => {
    const { provider } = setup();
    let ended = 0;
    const listener = () => (ended += 1);
    provider.on?.('disconnect', listener);
    provider.ended();
    provider.removeListener?.('disconnect', listener);
    provider.ended();
    expect(ended).toBe(1);
  });
});
