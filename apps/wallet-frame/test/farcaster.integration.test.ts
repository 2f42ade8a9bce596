/**
 * @jest-environment node
 */
// The frame's Farcaster sign-in against the real services and the devnet's ID registry, both
// started in-process: the frame asks for the sign-in link, the person's wallet app (the devnet's,
// on @farcaster/auth-client) approves it with the fid's custody key, and CONNECT_FARCASTER's wait
// ends with the account. While the app has not approved, the wait ends pending and is asked again.
import { approveSignIn, ensureFid, farcasterWalletClient, freshProvider, readSignIn, startDevnet, type Devnet } from '@latch/devnet';
import { createServices, farcasterConfigFromDevnet, type Services } from '@latch/services';
import { Wallet, type JsonRpcProvider } from 'ethers';
import { FARCASTER_NOT_STARTED, FARCASTER_PENDING, FARCASTER_REPLACED } from '../src/messages.js';
import { frameDevice, FRAME_ORIGIN } from './frameDevice.js';

let devnet: Devnet;
let services: Services;
let provider: JsonRpcProvider;

beforeAll(async () => {
  devnet = await startDevnet({ port: 0 });
  provider = freshProvider(devnet.rpcUrl);
  services = await createServices({ port: 0, database: { kind: 'memory' }, auth: { smtpPort: 0, farcaster: farcasterConfigFromDevnet(devnet, { signInUrl: 'http://127.0.0.1:5175/' }) } });
}, 60_000);
afterAll(async () => {
  await services?.stop();
  provider?.destroy();
  await devnet?.stop();
});

/** The person's wallet app: dev account `index` as custody key, its fid registered on first use; approves `link`. */
async function approveInApp(link: string, index: number, username?: string): Promise<bigint> {
  const custody = new Wallet(devnet.accounts[index]!.privateKey, provider);
  const { fid } = await ensureFid(devnet.idRegistry, custody);
  const client = farcasterWalletClient(`${services.url}/farcaster`);
  const request = await readSignIn(client, link);
  expect(request).toMatchObject({ domain: new URL(FRAME_ORIGIN).host, siweUri: FRAME_ORIGIN });
  await approveSignIn(client, request, custody, fid, username);
  return fid;
}

describe("the frame's Farcaster sign-in against the real services and ID registry", () => {
  it('connects: the link, the approval in the app, the session, keys made and backed up, the user named by the username', async () => {
    const browser = frameDevice({ servicesUrl: services.url });
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const link = await browser.wallet.farcasterUri();
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:5175\/\?channelToken=/);
    const connecting = browser.wallet.connectFarcaster();
    await approveInApp(link, 3, 'ada');
    expect(await connecting).toEqual({ userName: 'ada' });
    jest.mocked(console.warn).mockRestore();
    const user = await browser.wallet.user();
    expect(user).toMatchObject({ email: null, userName: 'ada', address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/) });
    expect(user).not.toHaveProperty('socialProvider');
    expect(browser.fund).toHaveBeenCalledWith(user.address);
    // The same fid on another device reaches the same wallet.
    const other = frameDevice({ servicesUrl: services.url });
    const again = await other.wallet.farcasterUri();
    const connectingAgain = other.wallet.connectFarcaster();
    await approveInApp(again, 3, 'ada');
    await connectingAgain;
    expect((await other.wallet.user()).address).toBe(user.address);
  });

  it('answers pending while the app has not approved, and connects when asked again after the approval; an fid without a username is named by its fid', async () => {
    const browser = frameDevice({ servicesUrl: services.url, farcasterWaitMs: 0 });
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const link = await browser.wallet.farcasterUri();
    await expect(browser.wallet.connectFarcaster()).rejects.toThrow(FARCASTER_PENDING);
    const fid = await approveInApp(link, 4);
    expect(await browser.wallet.connectFarcaster()).toEqual({ userName: `!${fid}` });
    jest.mocked(console.warn).mockRestore();
    // Taken once: no link, nothing to connect.
    await expect(browser.wallet.connectFarcaster()).rejects.toThrow(FARCASTER_NOT_STARTED);
  });

  it('a newer link ends the wait for the older one; the wallet app hears a refusal in the relay\'s words', async () => {
    // A short wait: the services' side of the ended long poll is over before they stop.
    const browser = frameDevice({ servicesUrl: services.url, farcasterWaitMs: 300 });
    const first = await browser.wallet.farcasterUri();
    const waiting = browser.wallet.connectFarcaster();
    const second = await browser.wallet.farcasterUri();
    await expect(waiting).rejects.toThrow(FARCASTER_REPLACED);
    expect(second).not.toBe(first);
    // Another custody key signing for fid 1 (dev account 3's) is refused by the services.
    const intruder = new Wallet(devnet.accounts[5]!.privateKey, provider);
    const client = farcasterWalletClient(`${services.url}/farcaster`);
    await expect(approveSignIn(client, await readSignIn(client, second), intruder, 1n)).rejects.toThrow(/custody address on the ID registry/);
    await expect(readSignIn(client, 'https://example.com/not-a-link')).rejects.toThrow(/not a Farcaster sign-in link/);
    await new Promise((resolve) => setTimeout(resolve, 500));
  });
});
