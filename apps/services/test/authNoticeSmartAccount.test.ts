// A dApp shows the embedded wallet's Smart Account, not its key's address. The notices that a wallet
// was made on, or moved to, a person's address, and the device page their links open, name the
// Smart Account too (the chains' factory's getAddress(key, 0), as the wallet frame derives it), so the
// person can tell it is the wallet they saw. A chain that does not answer leaves its Smart Account
// out; the notice still goes.
import { freePort, freshProvider, startDevnet, type Devnet } from '@latch/devnet';
import { Contract, getAddress, type JsonRpcProvider } from 'ethers';
import { chainConfigFromDevnet, type ChainConfig } from '../src/index.js';
import { linkToken, useAuthServices } from './authHelpers.js';
import { FRAME_ORIGIN, fromFrame } from './helpers.js';

const HOLD_MS = 10 * 60_000;
const KEY = getAddress(`0x${'ab'.repeat(20)}`);
let devnet: Devnet | undefined;
let provider: JsonRpcProvider | undefined;

/** The devnet's chain, and Base's configuration at a port where no node listens. */
async function chains(): Promise<ChainConfig[]> {
  devnet = await startDevnet({ port: 0 });
  provider = freshProvider(devnet.rpcUrl);
  const local = chainConfigFromDevnet(devnet, { bundlerUrl: 'http://127.0.0.1:4337' });
  return [local, { ...local, id: 'eip155:8453', name: 'base', displayName: 'Base', rpcUrl: `http://127.0.0.1:${await freePort()}` }];
}

const { clock, client } = useAuthServices({ newDeviceHoldMs: HOLD_MS }, async () => ({ chains: await chains() }));
afterAll(async () => {
  provider?.destroy();
  await devnet?.stop();
});

const asFrame = (token: string) => ({ ...fromFrame, token });
const smartAccountOf = async (key: string) =>
  String(await new Contract(devnet!.accountAbstraction.accountFactory, ['function getAddress(address owner, uint256 salt) view returns (address)'], provider).getFunction('getAddress')(key, 0n));

it('the wallet-made notice and its page name the key and its Smart Account; the chain that does not answer adds none', async () => {
  const email = 'made@example.com';
  clock.advance(30_000);
  const session = await client.login(email, 'program-device');
  expect((await client.call('PUT', '/auth/v1/key-backup', { ciphertext: 'c2VhbGVk', address: KEY }, asFrame(session.token))).status).toBe(200);

  const smartAccount = await smartAccountOf(KEY);
  const [notice] = (await client.mailbox(email)).filter((mail) => mail.subject === 'A wallet was made for your email');
  expect(notice!.text).toContain(`${KEY} (its Smart Account: ${smartAccount})`);
  const page = await client.call('POST', '/auth/v1/key-release', { token: linkToken(notice!.link!).token }, { origin: FRAME_ORIGIN, proof: false });
  expect(page).toMatchObject({ status: 200, body: { madeWallet: KEY, smartAccounts: [smartAccount] } });
});

it('the wallet-moved notice and its page name them too', async () => {
  clock.advance(30_000);
  const session = await client.login('mover@example.com', 'program-device');
  expect((await client.call('PUT', '/auth/v1/key-backup', { ciphertext: 'c2VhbGVk', address: KEY }, asFrame(session.token))).status).toBe(200);
  const to = 'moved@example.com';
  const update = (step: string, body: unknown) => client.call('POST', `/auth/v1/email-update/${step}`, body, asFrame(session.token));
  expect((await update('start', { email: to })).status).toBe(200);
  expect((await update('verify-primary', { otp: await client.latestCode('mover@example.com') })).status).toBe(200);
  expect((await update('verify-secondary', { otp: await client.latestCode(to) })).status).toBe(200);

  const smartAccount = await smartAccountOf(KEY);
  const [notice] = (await client.mailbox(to)).filter((mail) => mail.subject === 'A wallet moved to your email');
  expect(notice!.text).toContain(`${KEY} (its Smart Account: ${smartAccount})`);
  const page = await client.call('POST', '/auth/v1/email-move', { token: linkToken(notice!.link!).token }, { origin: FRAME_ORIGIN, proof: false });
  expect(page).toMatchObject({ status: 200, body: { wallet: KEY, smartAccounts: [smartAccount] } });
});
