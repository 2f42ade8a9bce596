import { Alerts, ErrorMessages, LatchError, LatchMessages, type AdapterEvent, type CaipNetwork } from '@latch/core';
import { evmAdapter } from './evmAdapter.js';
import { providerConnector } from './connectors/provider.js';
import { parseChainId } from './eip1193.js';
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

describe('evmAdapter getWalletProvider', () => {
  it("hands out the connected wallet's own provider, none before a connect or after a disconnect", async () => {
    const { adapter, wallet } = setup({ wallet_revokePermissions: null });
    await expect(adapter.getWalletProvider!()).resolves.toBeUndefined();
    await adapter.connect({ connectorId: 'dev' });
    await expect(adapter.getWalletProvider!()).resolves.toBe(wallet.provider);
    await adapter.disconnect();
    await expect(adapter.getWalletProvider!()).resolves.toBeUndefined();
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

// A wallet call goes through an ethers BrowserProvider made for it, whose first request also sends
// ethers' own eth_chainId (network detection): each call below is that, then the call itself.
const afterConnect = (requests: { method: string; params?: unknown }[]) => requests.slice(2);

const refusal = () => Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 }));

describe('evmAdapter signMessage', () => {
  const SIGNATURE = `0x${'ab'.repeat(65)}`;

  it("signs with ethers' JsonRpcSigner: personal_sign over the hex of the message's UTF-8, the address in lower case", async () => {
    const { adapter, wallet } = setup({ personal_sign: SIGNATURE });
    await adapter.connect({ connectorId: 'dev' });
    await expect(adapter.signMessage({ message: 'hi ✓', address: ADDRESS })).resolves.toBe(SIGNATURE);
    expect(afterConnect(wallet.requests)).toEqual([
      { method: 'eth_chainId', params: [] },
      { method: 'personal_sign', params: ['0x686920e29c93', ADDRESS.toLowerCase()] },
    ]);
  });

  it('says "Signature declined" when the person refuses (ethers: ACTION_REJECTED), with the refusal as its cause', async () => {
    const { adapter } = setup({ personal_sign: refusal });
    await adapter.connect({ connectorId: 'dev' });
    const signing = adapter.signMessage({ message: 'm', address: ADDRESS });
    await expect(signing).rejects.toBeInstanceOf(LatchError);
    await expect(signing).rejects.toMatchObject({ message: 'Signature declined', cause: { code: 4001, message: 'User rejected the request.' } });
  });

  it("passes any other failure on as the wallet threw it, not ethers' wrapping of it", async () => {
    const frameError = new LatchError(Alerts.embeddedWalletTimeout.shortMessage);
    const { adapter } = setup({ personal_sign: () => Promise.reject(frameError) });
    await adapter.connect({ connectorId: 'dev' });
    await expect(adapter.signMessage({ message: 'm', address: ADDRESS })).rejects.toBe(frameError);
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
    expect(afterConnect(wallet.requests)).toEqual([
      { method: 'eth_chainId', params: [] },
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] },
    ]);
  });

  it('adds the chain first when the wallet does not know it (4902)', async () => {
    let known = false;
    const { adapter, wallet } = setup({
      wallet_switchEthereumChain: () => (known ? null : Promise.reject(Object.assign(new Error('Unrecognized chain'), { code: 4902 }))),
      wallet_addEthereumChain: () => ((known = true), null),
    });
    await adapter.connect({ connectorId: 'dev' });
    await adapter.switchNetwork({ network: optimism });
    expect(afterConnect(wallet.requests).map((r) => r.method)).toEqual(['eth_chainId', 'wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain']);
    expect(wallet.requests.at(-2)?.params).toEqual([
      { chainId: '0xa', chainName: 'OP Mainnet', nativeCurrency: optimism.nativeCurrency, rpcUrls: ['https://rpc.optimism.invalid'] },
    ]);
  });

  it("passes a refusal and the wallet's refusal to add the chain through, as the wallet threw them", async () => {
    const { adapter } = setup({ wallet_switchEthereumChain: refusal });
    await adapter.connect({ connectorId: 'dev' });
    await expect(adapter.switchNetwork({ network: optimism })).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' });

    const chainNotSupported = new LatchError(ErrorMessages.chainNotSupported);
    const frameLike = setup({
      wallet_switchEthereumChain: () => Promise.reject(Object.assign(new Error('Unrecognized chain'), { code: 4902 })),
      wallet_addEthereumChain: () => Promise.reject(chainNotSupported),
    });
    await frameLike.adapter.connect({ connectorId: 'dev' });
    await expect(frameLike.adapter.switchNetwork({ network: optimism })).rejects.toEqual(chainNotSupported);
  });
});

describe('evmAdapter send', () => {
  const network: CaipNetwork = { id: 31337, caipNetworkId: 'eip155:31337', chainNamespace: 'eip155', name: 'Devnet', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [] } } };
  const HASH = `0x${'cd'.repeat(32)}`;
  const RECEIVER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
  const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

  it('sends native value as eth_sendTransaction with ethers quantities, leaving gas to the wallet (no eth_estimateGas)', async () => {
    const { adapter, wallet } = setup({ eth_sendTransaction: HASH });
    await adapter.connect({ connectorId: 'dev' });
    await expect(adapter.send({ to: RECEIVER, value: 5n, network })).resolves.toBe(HASH);
    expect(afterConnect(wallet.requests)).toEqual([
      { method: 'eth_chainId', params: [] },
      { method: 'eth_sendTransaction', params: [{ from: ADDRESS.toLowerCase(), to: RECEIVER.toLowerCase(), value: '0x5' }] },
    ]);
  });

  it('sends an ERC-20 transfer to the token contract, with its calldata encoded by ethers', async () => {
    const { adapter, wallet } = setup({ eth_sendTransaction: HASH });
    await adapter.connect({ connectorId: 'dev' });
    await adapter.send({ to: RECEIVER, value: 1_500_000n, token: TOKEN, network });
    expect(wallet.requests.at(-1)).toEqual({
      method: 'eth_sendTransaction',
      params: [
        {
          from: ADDRESS.toLowerCase(),
          to: TOKEN.toLowerCase(),
          data: '0xa9059cbb0000000000000000000000003c44cdddb6a900fa2b585dd299e03d12fa4293bc000000000000000000000000000000000000000000000000000000000016e360',
        },
      ],
    });
  });

  it.each([
    ['malformed', '0xnot-an-address'],
    ['the wrong length', '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293'],
    ['mixed case with a wrong checksum', '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293Bc'],
  ])('refuses a receiver or token address that is %s before asking the wallet', async (_, bad) => {
    const { adapter, wallet } = setup({ eth_sendTransaction: HASH });
    await adapter.connect({ connectorId: 'dev' });
    await expect(adapter.send({ to: bad, value: 1n, network })).rejects.toMatchObject({ name: 'LatchError', message: LatchMessages.invalidReceiver.text, details: bad });
    await expect(adapter.send({ to: RECEIVER, value: 1n, token: bad, network })).rejects.toMatchObject({ name: 'LatchError', message: LatchMessages.invalidReceiver.text, details: bad });
    expect(afterConnect(wallet.requests)).toEqual([]);
  });

  it('accepts a receiver in lower case (no checksum to check)', async () => {
    const { adapter, wallet } = setup({ eth_sendTransaction: HASH });
    await adapter.connect({ connectorId: 'dev' });
    await expect(adapter.send({ to: RECEIVER.toLowerCase(), value: 1_500_000n, token: TOKEN.toLowerCase(), network })).resolves.toBe(HASH);
    expect(wallet.requests.at(-1)?.params).toEqual([expect.objectContaining({ to: TOKEN.toLowerCase(), data: expect.stringContaining(RECEIVER.slice(2).toLowerCase()) })]);
  });

  it('says "Signature declined" when the person refuses, and refuses an answer that is not a hash', async () => {
    const refusing = setup({ eth_sendTransaction: refusal });
    await refusing.adapter.connect({ connectorId: 'dev' });
    await expect(refusing.adapter.send({ to: ADDRESS, value: 1n, network })).rejects.toMatchObject({ name: 'LatchError', message: 'Signature declined', cause: { code: 4001 } });
    const odd = setup({ eth_sendTransaction: '0x1234' });
    await odd.adapter.connect({ connectorId: 'dev' });
    await expect(odd.adapter.send({ to: ADDRESS, value: 1n, network })).rejects.toThrow('The wallet returned a transaction hash that is not valid.');
  });

  it("passes the wallet's own error on for any other failure", async () => {
    const insufficient = Object.assign(new Error('insufficient funds for gas * price + value'), { code: -32000 });
    const { adapter } = setup({ eth_sendTransaction: () => Promise.reject(insufficient) });
    await adapter.connect({ connectorId: 'dev' });
    await expect(adapter.send({ to: ADDRESS, value: 1n, network })).rejects.toBe(insufficient);
  });

  it('sends from the account the wallet switched to', async () => {
    const { adapter, wallet } = setup({ eth_sendTransaction: HASH });
    await adapter.connect({ connectorId: 'dev' });
    wallet.fire('accountsChanged', [RECEIVER]);
    await adapter.send({ to: ADDRESS, value: 5n, network });
    expect(wallet.requests.at(-1)).toEqual({ method: 'eth_sendTransaction', params: [{ from: RECEIVER.toLowerCase(), to: ADDRESS.toLowerCase(), value: '0x5' }] });
  });

  it('sends prepared calldata with its value and gas limit in hex, and only over a session', async () => {
    const { adapter, wallet } = setup({ eth_sendTransaction: `0x${'ef'.repeat(32)}` });
    await expect(adapter.sendTransaction!({ to: ADDRESS, data: '0x38ed1739', value: 0n, network })).rejects.toThrow(ErrorMessages.noConnectionControllerClient.text);
    await adapter.connect({ connectorId: 'dev' });
    await expect(adapter.sendTransaction!({ to: ADDRESS, data: '0x38ed1739', value: 10n ** 18n, gas: 200_000n, network })).resolves.toBe(`0x${'ef'.repeat(32)}`);
    expect(wallet.requests.at(-1)).toEqual({
      method: 'eth_sendTransaction',
      params: [{ from: ADDRESS.toLowerCase(), to: ADDRESS.toLowerCase(), data: '0x38ed1739', value: '0xde0b6b3a7640000', gas: '0x30d40' }],
    });
    await adapter.sendTransaction!({ to: ADDRESS, data: '0x095ea7b3', value: 0n, network });
    expect(wallet.requests.at(-1)?.params).toEqual([{ from: ADDRESS.toLowerCase(), to: ADDRESS.toLowerCase(), data: '0x095ea7b3', value: '0x0' }]);
    expect(wallet.requests.map((r) => r.method)).not.toContain('eth_estimateGas');
  });
});
