import { loadIdentity } from '../../actions/identity.js';
import { selectActiveAccount } from './selectors.js';
import { useFakeServices } from '../../../test/fakeServices.js';
import { flush } from '../../../test/flush.js';
import { testLatch } from '../../../test/setup.js';
import { testNetwork } from '../../testing/memoryAdapter.js';
import { connect, disconnect } from '../../actions/connection.js';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const IDENTITY_PATH = `/v1/identity/${ADDRESS}`;
const fake = useFakeServices();

async function connected(overrides: Parameters<typeof testLatch>[0] = {}) {
  const setup = testLatch({ apiUrls: { walletApi: fake().url, blockchainApi: fake().url }, ...overrides });
  await connect(setup.latch, { connectorId: 'io.test' });
  await flush();
  return setup;
}

describe('identity (SPEC 7, 9)', () => {
  it('reads name and avatar into the profile, asking with the account as sender', async () => {
    fake().routes[IDENTITY_PATH] = () => ({ body: { name: 'alice.latch', avatar: 'https://img.test/a.png' } });
    const { latch } = await connected();
    expect(await loadIdentity(latch)).toEqual({ name: 'alice.latch', avatar: 'https://img.test/a.png' });
    expect(selectActiveAccount(latch.getState())).toMatchObject({ profileName: 'alice.latch', profileImage: 'https://img.test/a.png' });
    expect(fake().requests[0]?.searchParams.get('sender')).toBe(ADDRESS);
  });

  it('keeps the answer for 5 minutes: a second read makes no call', async () => {
    fake().routes[IDENTITY_PATH] = () => ({ body: { name: 'alice.latch', avatar: null } });
    const { latch } = await connected();
    await loadIdentity(latch);
    await loadIdentity(latch);
    expect(fake().requests.filter((url) => url.pathname === IDENTITY_PATH)).toHaveLength(1);
  });

  it('changes nothing when the identity cannot be read', async () => {
    fake().routes[IDENTITY_PATH] = () => ({ status: 503, body: { message: 'down' } });
    const { latch } = await connected();
    expect(await loadIdentity(latch)).toBeUndefined();
    expect(selectActiveAccount(latch.getState())?.profileName).toBeUndefined();
  });

  it('makes no call without an account or off eip155', async () => {
    const { latch } = testLatch({ apiUrls: { walletApi: fake().url, blockchainApi: fake().url } });
    expect(await loadIdentity(latch)).toBeUndefined();
    const solana = { ...testNetwork, id: 'devnet', caipNetworkId: 'solana:devnet' as const, chainNamespace: 'solana' as const, name: 'Solana Devnet' };
    const other = await connected({ networks: [solana], adapterOptions: { namespace: 'solana', address: 'So11111111111111111111111111111111111111112', chainId: 'devnet' } });
    expect(await loadIdentity(other.latch)).toBeUndefined();
    expect(fake().requests).toEqual([]);
  });

  it('drops an answer that arrives after the account changed', async () => {
    fake().routes[IDENTITY_PATH] = () => ({ body: { name: 'alice.latch', avatar: null } });
    const { latch } = await connected();
    const reading = loadIdentity(latch);
    await disconnect(latch);
    expect(await reading).toEqual({ name: 'alice.latch', avatar: undefined });
    expect(selectActiveAccount(latch.getState())?.profileName).toBeUndefined();
  });
});
