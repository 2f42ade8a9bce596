// The dev faucet over a real devnet: a new address gets ETH, USDC and DAI once; bad input is a 400
// that names the field; it is off without a faucet configured and outside the local world.
import { freePort, freshProvider, liquidityProviderAccount, startDevnet, type Devnet } from '@latch/devnet';
import { Contract, formatUnits, Wallet, type JsonRpcProvider } from 'ethers';
import { createServices, faucetConfigFromDevnet, FAUCET_MESSAGES, type Services } from '../src/index.js';
import { servicesTestDatabase, type TestDatabase } from './database.js';
import { callJson, outsideLocalWorld, PRODUCTION_SECRETS, quietly } from './helpers.js';
import { ERC20_ABI } from './chainHelpers.js';

let devnet: Devnet;
let services: Services;
let provider: JsonRpcProvider;
let database: TestDatabase;
const extra: Services[] = [];

beforeAll(async () => {
  database = await servicesTestDatabase();
  devnet = await startDevnet({ port: 0 });
  const faucet = faucetConfigFromDevnet(devnet, { key: liquidityProviderAccount().privateKey });
  services = await createServices({ port: 0, database: database.config, auth: { smtpPort: 0 }, faucet });
  provider = freshProvider(devnet.rpcUrl);
}, 60_000);
afterAll(async () => {
  // As in chainHelpers: polling stops first, the provider goes once nothing it asked is in flight.
  await provider?.removeAllListeners();
  await Promise.all(extra.map((started) => started.stop()));
  await services?.stop();
  await devnet?.stop();
  provider?.destroy();
  await database?.drop();
});

const fund = (body: unknown, base = services.url) => callJson(base, 'POST', '/dev/faucet', body);
const tokenBalance = async (token: string, holder: string, decimals: number) =>
  formatUnits((await new Contract(token, ERC20_ABI, provider).getFunction('balanceOf')(holder)) as bigint, decimals);

describe('POST /dev/faucet', () => {
  it('funds a new address with 10 ETH, 1000 USDC and 1000 DAI, and says how', async () => {
    const { address } = Wallet.createRandom();
    const answer = await fund({ address: address.toLowerCase() });
    expect(answer).toMatchObject({
      status: 200,
      body: {
        address,
        chainId: 'eip155:31337',
        transfers: [
          { symbol: 'ETH', amount: '10', hash: expect.stringMatching(/^0x[0-9a-f]{64}$/) },
          { symbol: 'USDC', amount: '1000', hash: expect.stringMatching(/^0x[0-9a-f]{64}$/) },
          { symbol: 'DAI', amount: '1000', hash: expect.stringMatching(/^0x[0-9a-f]{64}$/) },
        ],
      },
    });
    expect(formatUnits(await provider.getBalance(address), 18)).toBe('10.0');
    expect(await tokenBalance(devnet.tokens.usdc.address, address, 6)).toBe('1000.0');
    expect(await tokenBalance(devnet.tokens.dai.address, address, 18)).toBe('1000.0');
  });

  it('funds an address once: a second request, in any case, is a 409', async () => {
    const { address } = Wallet.createRandom();
    expect((await fund({ address })).status).toBe(200);
    expect(await fund({ address: address.toLowerCase() })).toMatchObject({ status: 409, body: { message: FAUCET_MESSAGES.alreadyFunded } });
    expect(formatUnits(await provider.getBalance(address), 18)).toBe('10.0');
  });

  it('funds an address once when two requests arrive together', async () => {
    const { address } = Wallet.createRandom();
    const answers = await Promise.all([fund({ address }), fund({ address })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(formatUnits(await provider.getBalance(address), 18)).toBe('10.0');
  });

  it.each([
    ['no address', {}, 'address'],
    ['an address that is not one', { address: '0x1234' }, 'address: must be an address'],
    ['an address with a wrong checksum', { address: '0x' + 'aB'.repeat(20) }, 'address: has a wrong checksum'],
    ['fields it does not know', { address: Wallet.createRandom().address, amount: '1000000' }, 'amount'],
    ['a body that is not JSON', 'address=0x…', 'Invalid body: expected JSON'],
  ])('refuses %s with a 400 naming it', async (_what, body, message) => {
    const answer = await fund(body);
    expect(answer.status).toBe(400);
    expect((answer.body as { message: string }).message).toContain(message);
  });

  it('gives the address back when a transfer fails, so it may ask again', async () => {
    const broken = faucetConfigFromDevnet({ ...devnet, rpcUrl: `http://127.0.0.1:${await freePort()}` }, { key: liquidityProviderAccount().privateKey });
    const down = await createServices({ port: 0, database: database.config, auth: { smtpPort: 0 }, faucet: broken });
    extra.push(down);
    const { address } = Wallet.createRandom();
    expect(await quietly(() => fund({ address }, down.url))).toMatchObject({ status: 502, body: { message: FAUCET_MESSAGES.failed } });
    expect(await down.db.query('select address from faucet_grants where address = $1', [address.toLowerCase()])).toEqual([]);
    expect((await fund({ address })).status).toBe(200);
  });
});

describe('the faucet is off', () => {
  it('without a faucet configured', async () => {
    const plain = await createServices({ port: 0, database: database.config, auth: { smtpPort: 0 } });
    extra.push(plain);
    expect((await fund({ address: Wallet.createRandom().address }, plain.url)).status).toBe(404);
  });

  it('outside the local world: a start with one configured is refused', async () => {
    const faucet = faucetConfigFromDevnet(devnet, { key: liquidityProviderAccount().privateKey });
    await expect(outsideLocalWorld(() => createServices({ port: 0, database: { kind: 'memory' }, auth: { smtpPort: 0, ...PRODUCTION_SECRETS }, faucet }))).rejects.toThrow('faucet: the dev faucet runs in the local world only');
  });
});
