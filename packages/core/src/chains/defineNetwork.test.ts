import { LatchError } from '../errors/LatchError.js';
import { defineNetwork, type NetworkDefinition } from './defineNetwork.js';

const ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 };
const rpcUrls = { default: { http: ['https://rpc.example.org'] } };

describe('defineNetwork', () => {
  it('writes the CAIP-2 id from the id, eip155 when no namespace is given, and keeps what was written', () => {
    const network = defineNetwork({ id: 7, name: 'Seven', nativeCurrency: ETHER, rpcUrls, testnet: true });
    expect(network).toEqual({ id: 7, caipNetworkId: 'eip155:7', chainNamespace: 'eip155', name: 'Seven', nativeCurrency: ETHER, rpcUrls, testnet: true, assets: { imageId: 'eip155:7' } });
    const typed: 'eip155:7' = network.caipNetworkId;
    expect(typed).toBe('eip155:7');
  });

  it('takes another namespace and its own reference, and the icon an app gives', () => {
    const network = defineNetwork({ id: 'cosmoshub-4', chainNamespace: 'cosmos', name: 'Cosmos Hub', nativeCurrency: { name: 'Atom', symbol: 'ATOM', decimals: 6 }, rpcUrls, assets: { imageUrl: 'https://img.example.org/atom.svg' } });
    const typed: 'cosmos:cosmoshub-4' = network.caipNetworkId;
    expect(typed).toBe('cosmos:cosmoshub-4');
    expect(network.chainNamespace).toBe('cosmos');
    expect(network.assets).toEqual({ imageUrl: 'https://img.example.org/atom.svg' });
  });

  it.each([
    ['a namespace outside CAIP-2', { chainNamespace: 'EVM' }, 'its namespace is not a CAIP-2 namespace'],
    ['a reference longer than 32 characters', { chainNamespace: 'solana', id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d' }, 'its id is not a CAIP-2 reference'],
    ['an eip155 id that is not a positive integer', { id: 0 }, 'an eip155 id is a positive integer'],
    ['no name', { name: ' ' }, 'it has no name'],
    ['decimals that are not an integer', { nativeCurrency: { ...ETHER, decimals: 1.5 } }, 'its native currency needs a symbol'],
    ['no RPC URL', { rpcUrls: { default: { http: [] } } }, 'its RPC URLs must be one or more http or https URLs'],
    ['an RPC URL that is not http', { rpcUrls: { default: { http: ['ftp://rpc.example.org'] } } }, 'its RPC URLs must be'],
    ['a WebSocket URL that is not ws', { rpcUrls: { default: { http: ['https://rpc.example.org'], webSocket: ['https://rpc.example.org'] } } }, 'its WebSocket URLs must be'],
    ['an explorer that is not http', { blockExplorers: { default: { name: 'X', url: 'explorer.example.org' } } }, 'its block explorer URL must be'],
  ])('refuses %s with "The network … is not valid"', (_case, change, problem) => {
    const definition: NetworkDefinition = { id: 5, name: 'Five', nativeCurrency: ETHER, rpcUrls, ...change };
    const define = () => defineNetwork(definition);
    expect(define).toThrow(LatchError);
    expect(define).toThrow(new RegExp(`^The network [a-zA-Z0-9]+:\\S+ is not valid: ${problem}`));
  });
});
