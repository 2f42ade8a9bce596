import { ErrorMessages, type AdapterEvent } from '@latch/core';
import { evmAdapter } from './evmAdapter.js';
import { providerConnector } from './connectors/provider.js';
import { parseChainId } from './eip1193.js';
import { erc20TransferData } from './session.js';
import { scriptedProvider } from '../test/scriptedProvider.js';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function setup(answers: Record<string, unknown> = {}) {
  const wallet = scriptedProvider({ eth_requestAccounts: [ADDRESS], eth_chainId: '0x7a69', ...answers });
  const adapter = evmAdapter({ discovery: false, connectors: [providerConnector({ id: 'dev', name: 'Dev', provider: wallet.provider })] });
  adapter.watchConnectors(() => {});
  const events: AdapterEvent[] = [];
  adapter.subscribe((event) => events.push(event));
  return { wallet, adapter, events };
}

describe('evmAdapter connect', () => {
  it('asks for accounts and the chain, and reports the chain id in decimal', async () => {
    const { adapter, wallet } = setup();
    await expect(adapter.connect({ connectorId: 'dev' })).resolves.toEqual({ address: ADDRESS, chainId: 31337 });
    expect(wallet.requests.map((r) => r.method)).toEqual(['eth_requestAccounts', 'eth_chainId']);
  });

  it('passes the wallet refusal through', async () => {
    const wallet = scriptedProvider({
      eth_requestAccounts: () => Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })),
    });
    const adapter = evmAdapter({ discovery: false, connectors: [providerConnector({ id: 'dev', name: 'Dev', provider: wallet.provider })] });
    adapter.watchConnectors(() => {});
    await expect(adapter.connect({ connectorId: 'dev' })).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' });
  });

  it('refuses an unknown connector, a wallet with no valid account and an invalid chain id', async () => {
    await expect(setup().adapter.connect({ connectorId: 'nope' })).rejects.toThrow('No wallet "nope" is available in this browser.');
    await expect(setup({ eth_requestAccounts: ['not-an-address'] }).adapter.connect({ connectorId: 'dev' })).rejects.toThrow('The wallet returned no account.');
    await expect(setup({ eth_chainId: 'banana' }).adapter.connect({ connectorId: 'dev' })).rejects.toThrow('chain id that is not valid');
  });
});

describe('evmAdapter events', () => {
  it('forwards accountsChanged, chainChanged (as decimal) and disconnect', async () => {
    const { adapter, wallet, events } = setup();
    await adapter.connect({ connectorId: 'dev' });
    wallet.fire('accountsChanged', ['0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC']);
    wallet.fire('chainChanged', '0x1');
    wallet.fire('disconnect', { code: 4900 });
    expect(events).toEqual([
      { type: 'accountsChanged', accounts: ['0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'] },
      { type: 'chainChanged', chainId: 1 },
      { type: 'disconnect' },
    ]);
    expect(wallet.listenerCount()).toBe(0);
  });

  it('drops malformed events', async () => {
    const { adapter, wallet, events } = setup();
    await adapter.connect({ connectorId: 'dev' });
    wallet.fire('accountsChanged', 'not a list');
    wallet.fire('chainChanged', '0xZZ');
    wallet.fire('chainChanged', -1);
    expect(events).toEqual([]);
  });

  it('stops listening and revokes permissions on disconnect', async () => {
    const { adapter, wallet, events } = setup();
    await adapter.connect({ connectorId: 'dev' });
    await adapter.disconnect();
    expect(wallet.listenerCount()).toBe(0);
    expect(wallet.requests.at(-1)).toEqual({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] });
    wallet.fire('accountsChanged', [ADDRESS]);
    expect(events).toEqual([]);
  });

  it('disconnects even when the wallet does not support revoking', async () => {
    const { adapter } = setup({ wallet_revokePermissions: () => Promise.reject(new Error('unsupported')) });
    await adapter.connect({ connectorId: 'dev' });
    await expect(adapter.disconnect()).resolves.toBeUndefined();
  });

  it('lists nothing by discovery in Node, only configured connectors', () => {
    const lists: string[][] = [];
    evmAdapter().watchConnectors((list) => lists.push(list.map((c) => c.id)));
    expect(lists).toEqual([[]]);
  });
});

describe('parseChainId', () => {
  it.each([
    ['0x7a69', 31337],
    ['0X1', 1],
    ['137', 137],
    [10, 10],
  ])('reads %p as %p', (input, expected) => {
    expect(parseChainId(input)).toBe(expected);
  });

  it.each([['0x'], ['banana'], [-1], [0], [1.5], [null], [{}], ['0x' + 'f'.repeat(20)]])('refuses %p', (input) => {
    expect(parseChainId(input)).toBeUndefined();
  });
});

describe('evmAdapter reconnect', () => {
  it('asks with eth_accounts, so the person sees no prompt, and listens to the wallet again', async () => {
    const { adapter, wallet, events } = setup({ eth_accounts: [ADDRESS] });
    await expect(adapter.reconnect({ connectorId: 'dev' })).resolves.toEqual({ address: ADDRESS, chainId: 31337 });
    expect(wallet.requests.map((r) => r.method)).toEqual(['eth_accounts', 'eth_chainId']);
    wallet.fire('chainChanged', '0x1');
    expect(events).toEqual([{ type: 'chainChanged', chainId: 1 }]);
  });

  it('resolves undefined when the wallet no longer grants an account', async () => {
    const { adapter, wallet } = setup({ eth_accounts: [] });
    await expect(adapter.reconnect({ connectorId: 'dev' })).resolves.toBeUndefined();
    expect(wallet.listenerCount()).toBe(0);
  });
});

describe('evmAdapter overlapping attempts', () => {
  it('attaches only the latest attempt: a reconnect that answers late is dropped', async () => {
    let answerReconnect!: (accounts: string[]) => void;
    const wallet = scriptedProvider({
      eth_accounts: () => new Promise((resolve) => (answerReconnect = resolve)),
      eth_requestAccounts: [ADDRESS],
      eth_chainId: '0x7a69',
    });
    const adapter = evmAdapter({ discovery: false, connectors: [providerConnector({ id: 'dev', name: 'Dev', provider: wallet.provider })] });
    adapter.watchConnectors(() => {});
    const late = adapter.reconnect({ connectorId: 'dev' });
    await adapter.connect({ connectorId: 'dev' });
    answerReconnect([ADDRESS]);
    await expect(late).rejects.toThrow('Request was aborted');
    expect(wallet.listenerCount()).toBe(3);
  });
});

describe('evmAdapter signMessage', () => {
  const SIGNATURE = `0x${'ab'.repeat(65)}`;

  it('signs with personal_sign over the hex of the message', async () => {
    const { adapter, wallet } = setup({ personal_sign: SIGNATURE });
    await adapter.connect({ connectorId: 'dev' });
    await expect(adapter.signMessage({ message: 'hi ✓', address: ADDRESS })).resolves.toBe(SIGNATURE);
    expect(wallet.requests.at(-1)).toEqual({ method: 'personal_sign', params: ['0x686920e29c93', ADDRESS] });
  });

  it('says "Signature declined" when the person refuses', async () => {
    const { adapter } = setup({ personal_sign: () => Promise.reject(Object.assign(new Error('User rejected.'), { code: 4001 })) });
    await adapter.connect({ connectorId: 'dev' });
    await expect(adapter.signMessage({ message: 'm', address: ADDRESS })).rejects.toThrow('Signature declined');
  });

  it('refuses an answer that is not a signature, and signing with no wallet connected', async () => {
    const { adapter } = setup({ personal_sign: '0x1234' });
    await expect(adapter.signMessage({ message: 'm', address: ADDRESS })).rejects.toThrow('No ConnectionController client found');
    await adapter.connect({ connectorId: 'dev' });
    await expect(adapter.signMessage({ message: 'm', address: ADDRESS })).rejects.toThrow('The wallet returned a signature that is not valid.');
  });
});

describe('evmAdapter switchNetwork', () => {
  const optimism = {
    id: 10,
    caipNetworkId: 'eip155:10' as const,
    chainNamespace: 'eip155' as const,
    name: 'OP Mainnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['https://rpc.optimism.invalid'] } },
  };

  it('asks the wallet to switch to the chain in hex', async () => {
    const { adapter, wallet } = setup();
    await adapter.connect({ connectorId: 'dev' });
    await adapter.switchNetwork({ network: optimism });
    expect(wallet.requests.at(-1)).toEqual({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] });
  });

  it('adds the chain first when the wallet does not know it', async () => {
    let known = false;
    const { adapter, wallet } = setup({
      wallet_switchEthereumChain: () => (known ? null : Promise.reject(Object.assign(new Error('Unrecognized chain'), { code: 4902 }))),
      wallet_addEthereumChain: () => ((known = true), null),
    });
    await adapter.connect({ connectorId: 'dev' });
    await adapter.switchNetwork({ network: optimism });
    expect(wallet.requests.slice(-3).map((r) => r.method)).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain']);
    expect(wallet.requests.at(-2)?.params).toEqual([
      { chainId: '0xa', chainName: 'OP Mainnet', nativeCurrency: optimism.nativeCurrency, rpcUrls: ['https://rpc.optimism.invalid'] },
    ]);
  });

  it('passes a refusal through', async () => {
    const { adapter } = setup({ wallet_switchEthereumChain: () => Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })) });
    await adapter.connect({ connectorId: 'dev' });
    await expect(adapter.switchNetwork({ network: optimism })).rejects.toMatchObject({ code: 4001 });
  });
});

describe('evmAdapter send', () => {
  it('encodes an ERC-20 transfer', () => {
    expect(erc20TransferData('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', 1_500_000n)).toBe(
      '0xa9059cbb0000000000000000000000003c44cdddb6a900fa2b585dd299e03d12fa4293bc000000000000000000000000000000000000000000000000000000000016e360',
    );
  });

  it('says "Signature declined" when the person refuses, and refuses an answer that is not a hash', async () => {
    const network = { id: 31337, caipNetworkId: 'eip155:31337' as const, chainNamespace: 'eip155' as const, name: 'Devnet', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [] } } };
    const refusing = setup({ eth_sendTransaction: () => Promise.reject(Object.assign(new Error('no'), { code: 4001 })) });
    await refusing.adapter.connect({ connectorId: 'dev' });
    await expect(refusing.adapter.send({ to: ADDRESS, value: 1n, network })).rejects.toThrow('Signature declined');
    const odd = setup({ eth_sendTransaction: '0x1234' });
    await odd.adapter.connect({ connectorId: 'dev' });
    await expect(odd.adapter.send({ to: ADDRESS, value: 1n, network })).rejects.toThrow('The wallet returned a transaction hash that is not valid.');
  });

  it('sends from the account the wallet switched to', async () => {
    const network = { id: 31337, caipNetworkId: 'eip155:31337' as const, chainNamespace: 'eip155' as const, name: 'Devnet', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [] } } };
    const { adapter, wallet } = setup({ eth_sendTransaction: `0x${'cd'.repeat(32)}` });
    await adapter.connect({ connectorId: 'dev' });
    wallet.fire('accountsChanged', ['0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC']);
    await adapter.send({ to: ADDRESS, value: 5n, network });
    expect(wallet.requests.at(-1)).toEqual({ method: 'eth_sendTransaction', params: [{ from: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', to: ADDRESS, value: '0x5' }] });
  });

  it('sends prepared calldata with its value and gas limit in hex, and only over a session', async () => {
    const network = { id: 31337, caipNetworkId: 'eip155:31337' as const, chainNamespace: 'eip155' as const, name: 'Devnet', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [] } } };
    const { adapter, wallet } = setup({ eth_sendTransaction: `0x${'ef'.repeat(32)}` });
    await expect(adapter.sendTransaction!({ to: ADDRESS, data: '0x38ed1739', value: 0n, network })).rejects.toThrow(ErrorMessages.noConnectionControllerClient);
    await adapter.connect({ connectorId: 'dev' });
    await expect(adapter.sendTransaction!({ to: ADDRESS, data: '0x38ed1739', value: 10n ** 18n, gas: 200_000n, network })).resolves.toBe(`0x${'ef'.repeat(32)}`);
    expect(wallet.requests.at(-1)).toEqual({
      method: 'eth_sendTransaction',
      params: [{ from: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/), to: ADDRESS, data: '0x38ed1739', value: '0xde0b6b3a7640000', gas: '0x30d40' }],
    });
    await adapter.sendTransaction!({ to: ADDRESS, data: '0x095ea7b3', value: 0n, network });
    expect(wallet.requests.at(-1)?.params).toEqual([{ from: expect.any(String), to: ADDRESS, data: '0x095ea7b3', value: '0x0' }]);
  });
});
