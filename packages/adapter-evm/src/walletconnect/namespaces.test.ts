import { eip155Contribution, EIP155_EVENTS, EIP155_METHODS } from './eip155Namespace.js';
import { buildNamespaces, proposalNamespaces } from './namespaces.js';

describe('eip155Contribution', () => {
  it('asks for each chain once, with the RPC URLs it knows by chain reference', () => {
    expect(eip155Contribution([{ id: 31337, rpcUrl: 'http://127.0.0.1:8545' }, { id: 1 }, { id: 31337 }])).toEqual({
      namespace: 'eip155',
      chains: ['eip155:31337', 'eip155:1'],
      methods: EIP155_METHODS,
      events: EIP155_EVENTS,
      rpcMap: { '31337': 'http://127.0.0.1:8545' },
    });
  });

  it('asks for the methods the session code sends to the wallet', () => {
    expect(EIP155_METHODS).toEqual(expect.arrayContaining(['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain', 'wallet_addEthereumChain']));
    // EIP-5792, so a smart wallet over WalletConnect can be asked for its capabilities and a batch.
    expect(EIP155_METHODS).toEqual(expect.arrayContaining(['wallet_getCapabilities', 'wallet_sendCalls', 'wallet_getCallsStatus']));
    // EIP-7811, so a wallet over WalletConnect that offers asset discovery can be asked its assets.
    expect(EIP155_METHODS).toContain('wallet_getAssets');
  });
});

describe('buildNamespaces', () => {
  const solana = { namespace: 'solana', chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], methods: ['solana_signMessage'], events: [] };

  it('puts each namespace of the contributions side by side', () => {
    const namespaces = buildNamespaces([eip155Contribution([{ id: 1 }]), solana]);
    expect(Object.keys(namespaces)).toEqual(['eip155', 'solana']);
    expect(namespaces.solana).toEqual({ chains: solana.chains, methods: ['solana_signMessage'], events: [], rpcMap: {} });
    expect(namespaces.eip155?.chains).toEqual(['eip155:1']);
  });

  it('merges two contributions to one namespace without repeats', () => {
    const namespaces = buildNamespaces([
      { namespace: 'eip155', chains: ['eip155:1'], methods: ['personal_sign'], events: ['chainChanged'], rpcMap: { '1': 'https://a' } },
      { namespace: 'eip155', chains: ['eip155:1', 'eip155:10'], methods: ['personal_sign', 'eth_sendTransaction'], events: ['accountsChanged'], rpcMap: { '10': 'https://b' } },
    ]);
    expect(namespaces).toEqual({
      eip155: {
        chains: ['eip155:1', 'eip155:10'],
        methods: ['personal_sign', 'eth_sendTransaction'],
        events: ['chainChanged', 'accountsChanged'],
        rpcMap: { '1': 'https://a', '10': 'https://b' },
      },
    });
  });

  it('leaves out a namespace with no chain', () => {
    expect(buildNamespaces([{ ...solana, chains: [] }])).toEqual({});
  });

  it('refuses a chain of another namespace', () => {
    expect(() => buildNamespaces([{ ...solana, chains: ['eip155:1'] }])).toThrow('Chain eip155:1 is not in namespace solana.');
  });
});

describe('proposalNamespaces', () => {
  const solana = { namespace: 'solana', chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], methods: ['solana_signMessage'], events: [] };
  const hubOf = (...contributions: (() => Promise<typeof solana>)[]) => ({ contributions: new Map(contributions.map((contribution, index) => [`ns${index}`, contribution])) });

  it('asks for what the connecting namespace asks, its chains first, then for every namespace registered in the hub', async () => {
    const testnet = { ...solana, chains: ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'] };
    const namespaces = await proposalNamespaces([eip155Contribution([{ id: 31337 }]), testnet], hubOf(async () => solana));
    expect(Object.keys(namespaces)).toEqual(['eip155', 'solana']);
    expect(namespaces.solana?.chains).toEqual(['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']);
  });

  it('leaves out a namespace whose registration fails, and asks for the rest', async () => {
    const namespaces = await proposalNamespaces([eip155Contribution([{ id: 1 }])], hubOf(async () => Promise.reject(new Error('chunk failed')), async () => solana));
    expect(Object.keys(namespaces)).toEqual(['eip155', 'solana']);
  });

  it('without a hub asks for its own namespaces alone', async () => {
    await expect(proposalNamespaces([solana], undefined)).resolves.toEqual({ solana: { chains: solana.chains, methods: solana.methods, events: [], rpcMap: {} } });
  });
});
