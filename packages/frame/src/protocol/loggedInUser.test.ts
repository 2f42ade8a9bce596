import { frameUserSchema, loggedInUser } from './shared.js';

const SMART = '0x1111111111111111111111111111111111111111';
const EOA = '0x2222222222222222222222222222222222222222';
const SOLANA = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96';
const accounts = [
  { address: SMART, type: 'smartAccount' as const },
  { address: EOA, type: 'eoa' as const },
  { address: SOLANA, type: 'eoa' as const },
];
const user = (fields: Partial<ReturnType<typeof frameUserSchema.parse>>) => frameUserSchema.parse({ email: 'ada@example.com', chainId: 31337, userName: null, accounts, ...fields });

describe('loggedInUser: the user as an app keeps it', () => {
  it('names the answered address a smart account, with whether it is deployed, when the accounts say so', () => {
    expect(loggedInUser(user({ address: SMART, smartAccountDeployed: false }))).toEqual({ email: 'ada@example.com', username: null, accountType: 'smartAccount', smartAccountDeployed: false });
  });

  it('names the EOA and the Solana account EOAs, with no deployment', () => {
    expect(loggedInUser(user({ address: EOA, smartAccountDeployed: true }))).toEqual({ email: 'ada@example.com', username: null, accountType: 'eoa' });
    expect(loggedInUser(user({ address: SOLANA, chainId: 'solana:3ByopDBLUk2VLcuESmRyiAGvwkCRPUuN', smartAccountDeployed: false }))).toMatchObject({ accountType: 'eoa' });
  });

  it('says no type when the frame lists no accounts', () => {
    expect(loggedInUser(user({ address: EOA, accounts: undefined }))).toEqual({ email: 'ada@example.com', username: null });
  });
});
