// /v1/identity/{address} from ENS on a chain whose chains-file entry names the registry: anvil with
// ENS's own contracts at the canonical address (devnet's installEns), reverse records verified by
// their forward records, kept 5 minutes on the services' clock, our registry's name where no ENS.
import { apiRequest, identityResponseSchema } from '@latch/core/api';
import { ENS_REGISTRY_ADDRESS, installEns, liquidityProviderAccount, registerEnsName, setReverseName, startDevnet, type DevAccount, type Devnet, type EnsContracts } from '@latch/devnet';
import { Wallet } from 'ethers';
import { chainConfigFromDevnet, createServices, IDENTITY_CACHE_MS, registrationMessage, type Services } from '../src/index.js';
import { CHAIN } from './chainHelpers.js';
import { servicesTestDatabase, type TestDatabase } from './database.js';
import { CALL, callJson } from './helpers.js';

const AVATAR = 'https://avatars.example/alice.png';

let devnet: Devnet;
let ens: EnsContracts;
let clock = Date.now();
const started: { services: Services; database: TestDatabase }[] = [];

async function servicesWith(ensConfigured: boolean): Promise<Services> {
  const database = await servicesTestDatabase();
  const chain = { ...chainConfigFromDevnet(devnet), ...(ensConfigured ? { ens: { registry: ENS_REGISTRY_ADDRESS } } : {}) };
  const services = await createServices({ port: 0, database: database.config, chains: [chain], now: () => clock });
  started.push({ services, database });
  return services;
}

let withEns: Services;
let withoutEns: Services;
let alice: DevAccount, mallory: DevAccount, carol: DevAccount, dave: DevAccount;
beforeAll(async () => {
  devnet = await startDevnet({ port: 0 });
  [alice, mallory, carol, dave] = devnet.accounts.slice(5, 9) as [DevAccount, DevAccount, DevAccount, DevAccount];
  const owner = liquidityProviderAccount();
  ens = await installEns(devnet.rpcUrl, owner);
  await registerEnsName(devnet.rpcUrl, ens, owner, { name: 'alice.eth', address: alice.address, avatar: AVATAR });
  await setReverseName(devnet.rpcUrl, ens, alice, 'alice.eth');
  // mallory names alice's name as her own: its forward record points to alice.
  await setReverseName(devnet.rpcUrl, ens, mallory, 'alice.eth');
  // carol's avatar is an NFT reference, not a URL.
  await registerEnsName(devnet.rpcUrl, ens, owner, { name: 'carol.eth', address: carol.address, avatar: 'eip155:1/erc721:0xb47e3cd837dDF8e4c57F05d70Ab865de6e193BBB/1' });
  await setReverseName(devnet.rpcUrl, ens, carol, 'carol.eth');
  withEns = await servicesWith(true);
  withoutEns = await servicesWith(false);
}, 60_000);
afterAll(async () => {
  for (const { services, database } of started) {
    await services.stop();
    await database.drop();
  }
  await devnet?.stop();
});

const identity = (services: Services, address: string) =>
  apiRequest({ baseUrl: services.url, projectId: CALL.projectId, sdkType: CALL.st, sdkVersion: CALL.sv }, { path: `/v1/identity/${address}`, schema: identityResponseSchema, empty: { name: 'unanswered', avatar: null } });

describe('/v1/identity/{address} from ENS', () => {
  it('answers the primary name and its avatar URL, for a plain or CAIP-10 address', async () => {
    expect(await identity(withEns, alice.address)).toEqual({ name: 'alice.eth', avatar: AVATAR });
    expect(await identity(withEns, `${CHAIN}:${alice.address.toLowerCase()}`)).toEqual({ name: 'alice.eth', avatar: AVATAR });
  });

  it('answers no ENS name when the name does not resolve back to the address', async () => {
    expect(await identity(withEns, mallory.address)).toEqual({ name: null, avatar: null });
  });

  it('answers the name without an avatar that is not an http(s) URL', async () => {
    expect(await identity(withEns, carol.address)).toEqual({ name: 'carol.eth', avatar: null });
  });

  it('reads ENS only on a chain whose entry names the registry, whatever its chain id', async () => {
    expect(await identity(withoutEns, alice.address)).toEqual({ name: null, avatar: null });
  });

  it('falls back to our registry\'s name for an address without an ENS name', async () => {
    const wallet = new Wallet(dave.privateKey);
    const message = registrationMessage({ name: 'dave', coinType: 2147514985, address: wallet.address, timestamp: Math.floor(Date.now() / 1000) });
    const registered = await callJson(withEns.url, 'POST', '/v1/profile/account', { coin_type: 2147514985, address: wallet.address, message, signature: await wallet.signMessage(message) });
    expect(registered.status).toBe(200);
    expect(await identity(withEns, dave.address)).toEqual({ name: 'dave.latch.id', avatar: null });
  });

  it('keeps what ENS answered for IDENTITY_CACHE_MS, then reads it again', async () => {
    expect(await identity(withEns, dave.address)).toEqual({ name: 'dave.latch.id', avatar: null });
    await registerEnsName(devnet.rpcUrl, ens, liquidityProviderAccount(), { name: 'dave.eth', address: dave.address });
    await setReverseName(devnet.rpcUrl, ens, dave, 'dave.eth');
    clock += IDENTITY_CACHE_MS - 1;
    expect(await identity(withEns, dave.address)).toEqual({ name: 'dave.latch.id', avatar: null });
    clock += 1;
    expect(await identity(withEns, dave.address)).toEqual({ name: 'dave.eth', avatar: null });
  });
});
