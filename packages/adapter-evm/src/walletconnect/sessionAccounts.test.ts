import { chooseAccount, sessionAccounts, sessionTopic } from './sessionAccounts.js';

const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const B = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

const session = {
  topic: 'abc',
  namespaces: {
    eip155: { accounts: [`eip155:1:${A}`, `eip155:31337:${A}`, 'not-caip-10', `solana:1:${B}`], methods: [], events: [] },
    'eip155:10': { accounts: [`eip155:10:${B}`] },
    solana: { accounts: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'] },
  },
};

describe('sessionAccounts', () => {
  it('lists the accounts of one namespace, in order, from plain and chain-scoped keys', () => {
    expect(sessionAccounts(session, 'eip155')).toEqual([
      { chain: 'eip155:1', address: A },
      { chain: 'eip155:31337', address: A },
      { chain: 'eip155:10', address: B },
    ]);
    expect(sessionAccounts(session, 'solana')).toEqual([{ chain: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', address: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv' }]);
  });

  it('finds nothing in an answer that is not a session', () => {
    expect(sessionAccounts(undefined, 'eip155')).toEqual([]);
    expect(sessionAccounts({ topic: 'x', namespaces: { eip155: { accounts: 'nope' } } }, 'eip155')).toEqual([]);
    expect(sessionTopic({ namespaces: {} })).toBeUndefined();
    expect(sessionTopic(session)).toBe('abc');
  });
});

describe('chooseAccount', () => {
  const accounts = sessionAccounts(session, 'eip155');

  it('takes the account on the preferred chain, else the first', () => {
    expect(chooseAccount(accounts, 'eip155:31337')).toEqual({ chain: 'eip155:31337', address: A });
    expect(chooseAccount(accounts, 'eip155:5')).toEqual({ chain: 'eip155:1', address: A });
    expect(chooseAccount([], 'eip155:1')).toBeUndefined();
  });
});
