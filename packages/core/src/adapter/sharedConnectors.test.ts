import { embeddedWalletInfo, walletConnectInfo } from './sharedConnectors.js';

it("lists each shared connector alike in every namespace but for the chain, as Connect's one row wants", () => {
  const { chain: _evm, ...evmWalletConnect } = walletConnectInfo('eip155');
  const { chain: _solana, ...solanaWalletConnect } = walletConnectInfo('solana');
  expect(evmWalletConnect).toEqual(solanaWalletConnect);
  expect(walletConnectInfo('solana')).toEqual({ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'solana' });
  expect(embeddedWalletInfo('eip155')).toEqual({ id: 'auth', name: 'Email', type: 'AUTH', chain: 'eip155' });
  expect(embeddedWalletInfo('solana')).toEqual({ ...embeddedWalletInfo('eip155'), chain: 'solana' });
});
