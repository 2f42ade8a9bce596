import { createLatch, selectActiveAccount, type CaipNetwork } from '@latch/core';
import { createDevProvider, freePort, startDevnet, type Devnet, type DevProvider } from '@latch/devnet';
import { parseEther, verifyMessage } from 'ethers';
import { evmAdapter } from '../src/evmAdapter.js';
import { providerConnector } from '../src/connectors/provider.js';

// Integration: the adapter against a real anvil, through a real EIP-1193 wallet signing with a devnet key.
let devnet: Devnet;
let wallet: DevProvider;
let payer: DevProvider;

beforeAll(async () => {
  devnet = await startDevnet({ port: await freePort() });
  wallet = createDevProvider({ rpcUrl: devnet.rpcUrl, privateKey: devnet.accounts[1]!.privateKey, chainId: devnet.chainId });
  payer = createDevProvider({ rpcUrl: devnet.rpcUrl, privateKey: devnet.accounts[2]!.privateKey, chainId: devnet.chainId });
  await payer.request({ method: 'eth_requestAccounts' });
});
afterAll(async () => {
  wallet?.destroy();
  payer?.destroy();
  await devnet?.stop();
});

const network = (): CaipNetwork => ({
  id: devnet.chainId,
  caipNetworkId: `eip155:${devnet.chainId}`,
  chainNamespace: 'eip155',
  name: 'Latch Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [devnet.rpcUrl] } },
});

it('connects through an EIP-1193 wallet and reads a balance that a transfer just changed', async () => {
  const adapter = evmAdapter({ discovery: false, connectors: [providerConnector({ id: 'dev', name: 'Dev Wallet', provider: wallet })] });
  const latch = createLatch({ projectId: 'latch-test', networks: [network()], adapters: [adapter] });

  await latch.connect({ connectorId: 'dev' });
  await latch.refreshBalance();
  const before = selectActiveAccount(latch.getState())!;
  expect(before).toMatchObject({ status: 'connected', address: devnet.accounts[1]!.address, caipAddress: `eip155:31337:${devnet.accounts[1]!.address}`, balanceSymbol: 'ETH' });
  expect(Number(before.balance)).toBeGreaterThan(9000);

  await payer.request({
    method: 'eth_sendTransaction',
    params: [{ from: payer.address, to: wallet.address, value: `0x${parseEther('2.5').toString(16)}` }],
  });
  await latch.refreshBalance();
  const after = selectActiveAccount(latch.getState())!;
  expect(parseEther(after.balance!) - parseEther(before.balance!)).toBe(parseEther('2.5'));

  const signature = await adapter.signMessage({ message: 'Sign in to Latch', address: devnet.accounts[1]!.address });
  expect(verifyMessage('Sign in to Latch', signature)).toBe(devnet.accounts[1]!.address);

  wallet.emit('accountsChanged', [devnet.accounts[3]!.address]);
  expect(selectActiveAccount(latch.getState())?.address).toBe(devnet.accounts[3]!.address);

  await latch.disconnect();
  expect(selectActiveAccount(latch.getState())?.status).toBe('disconnected');
  latch.destroy();
});

it('reports "Token Balance Unavailable" when the RPC cannot be reached', async () => {
  const adapter = evmAdapter({ discovery: false, connectors: [providerConnector({ id: 'dev', name: 'Dev Wallet', provider: wallet })] });
  const unreachable = { ...network(), rpcUrls: { default: { http: [`http://127.0.0.1:${await freePort()}`] } } };
  const latch = createLatch({ projectId: 'latch-test', networks: [unreachable], adapters: [adapter] });
  await latch.connect({ connectorId: 'dev' });
  await latch.refreshBalance();
  expect(selectActiveAccount(latch.getState())?.balanceError).toBe('Token Balance Unavailable');
  latch.destroy();
});
