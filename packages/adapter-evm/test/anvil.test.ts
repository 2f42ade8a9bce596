import { connect, createLatch, disconnect, ErrorMessages, LatchMessages, refreshBalance, selectActiveAccount, send, updateSend, type LatchError } from '@latch/core';
import { createDevProvider, freePort, startDevnet, type Devnet, type DevProvider } from '@latch/devnet';
import { Contract, formatEther, getAddress, Interface, JsonRpcProvider, parseEther, verifyMessage } from 'ethers';
import { evmAdapter } from '../src/evmAdapter.js';
import { providerConnector } from '../src/connectors/provider.js';
import { devnetNetwork } from './devnetNetwork.js';

// Integration: the adapter against a real anvil, through a real EIP-1193 wallet signing with a devnet key.
// Everything the adapter does here goes through ethers: BrowserProvider over the wallet, Interface for
// the ERC-20 calldata, JsonRpcProvider for the balance and the receipts.
let devnet: Devnet;
let wallet: DevProvider;
let payer: DevProvider;

beforeAll(async () => {
  devnet = await startDevnet({ port: 0 });
  wallet = createDevProvider({ rpcUrl: devnet.rpcUrl, privateKey: devnet.accounts[1]!.privateKey, chainId: devnet.chainId });
  payer = createDevProvider({ rpcUrl: devnet.rpcUrl, privateKey: devnet.accounts[2]!.privateKey, chainId: devnet.chainId });
  await payer.request({ method: 'eth_requestAccounts' });
});
afterAll(async () => {
  wallet?.destroy();
  payer?.destroy();
  await devnet?.stop();
});

const network = () => devnetNetwork(devnet);

it('connects through an EIP-1193 wallet and reads a balance that a transfer just changed', async () => {
  const adapter = evmAdapter({ discovery: false, connectors: [providerConnector({ id: 'dev', name: 'Dev Wallet', provider: wallet })] });
  const latch = createLatch({ projectId: 'latch-test', networks: [network()], adapters: [adapter] });

  await connect(latch, { connectorId: 'dev' });
  await refreshBalance(latch);
  const before = selectActiveAccount(latch.getState())!;
  expect(before).toMatchObject({ status: 'connected', address: devnet.accounts[1]!.address, caipAddress: `eip155:31337:${devnet.accounts[1]!.address}`, balanceSymbol: 'ETH' });
  expect(Number(before.balance)).toBeGreaterThan(9000);
  // ethers' formatUnits, to the wei.
  const rpc = new JsonRpcProvider(devnet.rpcUrl, undefined, { cacheTimeout: -1 });
  expect(before.balance).toBe(formatEther(await rpc.getBalance(wallet.address)));
  rpc.destroy();

  await payer.request({
    method: 'eth_sendTransaction',
    params: [{ from: payer.address, to: wallet.address, value: `0x${parseEther('2.5').toString(16)}` }],
  });
  await refreshBalance(latch);
  const after = selectActiveAccount(latch.getState())!;
  expect(parseEther(after.balance!) - parseEther(before.balance!)).toBe(parseEther('2.5'));

  const signature = await adapter.signMessage({ message: 'Sign in to Latch', address: devnet.accounts[1]!.address });
  expect(verifyMessage('Sign in to Latch', signature)).toBe(devnet.accounts[1]!.address);

  wallet.emit('accountsChanged', [devnet.accounts[3]!.address]);
  expect(selectActiveAccount(latch.getState())?.address).toBe(devnet.accounts[3]!.address);

  await disconnect(latch);
  expect(selectActiveAccount(latch.getState())?.status).toBe('disconnected');
  latch.destroy();
});

it('reports "Token Balance Unavailable" when the RPC cannot be reached', async () => {
  const adapter = evmAdapter({ discovery: false, connectors: [providerConnector({ id: 'dev', name: 'Dev Wallet', provider: wallet })] });
  const unreachable = { ...network(), rpcUrls: { default: { http: [`http://127.0.0.1:${await freePort()}`] } } };
  const latch = createLatch({ projectId: 'latch-test', networks: [unreachable], adapters: [adapter] });
  await connect(latch, { connectorId: 'dev' });
  await refreshBalance(latch);
  expect(selectActiveAccount(latch.getState())?.balanceError).toEqual({ id: 'tokenBalanceUnavailable', text: 'Token Balance Unavailable' });
  latch.destroy();
});

it('sends native ETH and an ERC-20 through the wallet, and the chain and the balance show it', async () => {
  const adapter = evmAdapter({ discovery: false, connectors: [providerConnector({ id: 'dev', name: 'Dev Wallet', provider: wallet })] });
  const latch = createLatch({ projectId: 'latch-test', networks: [network()], adapters: [adapter] });
  await connect(latch, { connectorId: 'dev' });
  const receiver = devnet.accounts[6]!.address;
  const rpc = new JsonRpcProvider(devnet.rpcUrl, undefined, { cacheTimeout: -1 });
  const usdc = new Contract(devnet.tokens.usdc.address, ['function balanceOf(address) view returns (uint256)'], rpc);
  const usdcOf = (address: string) => usdc.getFunction('balanceOf')(address) as Promise<bigint>;

  const usdcBefore = await usdcOf(receiver);
  const token = { name: 'USD Coin', symbol: 'USDC', chainId: 'eip155:31337', address: devnet.tokens.usdc.address, price: 1, quantity: { decimals: '6', numeric: '1000000' }, iconUrl: '' };
  updateSend(latch, { token, sendTokenAmount: '1.5', receiverAddress: receiver });
  const hash = await send(latch);
  expect((await rpc.getTransactionReceipt(hash))?.status).toBe(1);
  expect((await usdcOf(receiver)) - usdcBefore).toBe(1_500_000n);

  const ethBefore = await rpc.getBalance(receiver);
  updateSend(latch, { token: { ...token, address: undefined, symbol: 'ETH', quantity: { decimals: '18', numeric: '1' } }, sendTokenAmount: '0.25', receiverAddress: receiver });
  await send(latch);
  expect((await rpc.getBalance(receiver)) - ethBefore).toBe(parseEther('0.25'));
  expect(selectActiveAccount(latch.getState())?.balance).toBe(formatEther(await rpc.getBalance(wallet.address)));
  rpc.destroy();
  latch.destroy();
});

it('waits for the receipt and reports a reverted transaction; refuses a bad checksum and says "Signature declined" without sending', async () => {
  const adapter = evmAdapter({ discovery: false, connectors: [providerConnector({ id: 'dev', name: 'Dev Wallet', provider: wallet })] });
  const latch = createLatch({ projectId: 'latch-test', networks: [network()], adapters: [adapter] });
  await connect(latch, { connectorId: 'dev' });
  const rpc = new JsonRpcProvider(devnet.rpcUrl, undefined, { cacheTimeout: -1 });
  const receiver = devnet.accounts[6]!.address;

  // More USDC than the wallet holds: the token reverts. With a gas limit the wallet does not estimate
  // (which would fail first), so the transaction is mined, with status 0.
  const overdraft = new Interface(['function transfer(address to, uint256 amount)']).encodeFunctionData('transfer', [receiver, 10n ** 30n]);
  const failure = await adapter.sendTransaction!({ to: devnet.tokens.usdc.address, data: overdraft, value: 0n, gas: 100_000n, network: network() }).catch((error: unknown) => error);
  expect(failure).toMatchObject({ name: 'LatchError', message: 'An error occurred', details: expect.stringMatching(/^Transaction 0x[0-9a-f]{64} reverted\.$/) });
  const hash = (failure as LatchError).details!.split(' ')[1]!;
  expect((await rpc.getTransactionReceipt(hash))?.status).toBe(0);

  const nonce = await rpc.getTransactionCount(wallet.address);
  // One letter's case flipped: 40 hex digits still (core lets it through), but not the checksum.
  const flipped = receiver.replace(/[a-fA-F]/, (c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()));
  expect(() => getAddress(flipped)).toThrow('bad address checksum');
  updateSend(latch, { token: { name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', price: 1, quantity: { decimals: '18', numeric: '1' }, iconUrl: '' }, sendTokenAmount: '0.1', receiverAddress: flipped });
  await expect(send(latch)).rejects.toThrow(LatchMessages.invalidReceiver.text);

  wallet.rejectNextRequest();
  await expect(adapter.send({ to: receiver, value: 1n, network: network() })).rejects.toThrow(ErrorMessages.signatureDeclined.text);
  wallet.rejectNextRequest();
  await expect(adapter.signMessage({ message: 'no', address: wallet.address })).rejects.toThrow(ErrorMessages.signatureDeclined.text);
  expect(await rpc.getTransactionCount(wallet.address)).toBe(nonce);
  rpc.destroy();
  latch.destroy();
});
