import { localNetwork, solanaDevnet } from '../test/networks.js';
import { referenceOf, walletChainsFor } from './chains.js';
import { solanaCaipNetworkId } from './network.js';

it('forms a CAIP-2 id from the first 32 characters of the genesis hash', () => {
  expect(solanaCaipNetworkId('3ByopDBLUk2VLcuESmRyiAGvwkCRPUuNA7gyDUudbaiP')).toBe('solana:3ByopDBLUk2VLcuESmRyiAGvwkCRPUuN');
  expect(localNetwork()).toMatchObject({ id: '3ByopDBLUk2VLcuESmRyiAGvwkCRPUuN', chainNamespace: 'solana', nativeCurrency: { symbol: 'SOL', decimals: 9 } });
});

it('names a network as wallets may: its CAIP-2 id, then its Wallet Standard cluster', () => {
  expect(walletChainsFor(solanaDevnet)).toEqual([solanaDevnet.caipNetworkId, 'solana:devnet']);
  expect(walletChainsFor(localNetwork())).toEqual([localNetwork().caipNetworkId, 'solana:localnet']);
  expect(walletChainsFor({ ...localNetwork(), rpcUrls: { default: { http: ['https://rpc.example.com'] } } })).toEqual([localNetwork().caipNetworkId]);
});

it('reads the CAIP-2 reference of a chain a wallet names', () => {
  expect(referenceOf('solana:mainnet')).toBe('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp');
  expect(referenceOf(solanaDevnet.caipNetworkId)).toBe(solanaDevnet.id);
  expect(referenceOf('solana:localnet')).toBeUndefined();
  expect(referenceOf('eip155:1')).toBeUndefined();
});
