/**
 * @jest-environment node
 */
// The frame's Farcaster sign-in against the real services and the devnet's ID registry, both
// started in-process: the frame makes a channel, the person's wallet app (the devnet's, on
// @farcaster/auth-client) approves its link with the fid's custody key, the frame hears who approved
// and, once the person confirmed that account, gets the session and the account. "Not me" ends the
// channel. (The frame's screen itself: src/farcaster/farcasterScreen.test.ts.)
import { approveSignIn, ensureFid, farcasterWalletClient, freshProvider, readSignIn, startDevnet, type Devnet } from '@latch/devnet';
import { farcasterConfigFromDevnet, type Services } from '@latch/services';
import { Wallet, type JsonRpcProvider } from 'ethers';
import { ServicesError } from '../src/services/client.js';
import { frameDevice, FRAME_ORIGIN } from './frameDevice.js';
import { startTestServices } from './testServices.js';

let devnet: Devnet;
let services: Services;
let provider: JsonRpcProvider;

beforeAll(async () => {
  devnet = await startDevnet({ port: 0 });
  provider = freshProvider(devnet.rpcUrl);
  services = await startTestServices({ auth: { smtpPort: 0, newDeviceHoldMs: 0, farcaster: farcasterConfigFromDevnet(devnet, { signInUrl: 'http://127.0.0.1:5175/' }) } });
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

/** The person's screen in `browser`: a channel, approved in the app by dev account `index`; who approved, and the channel. */
async function approvedOn(browser: ReturnType<typeof frameDevice>, index: number, username?: string) {
  const channel = await browser.farcaster.start();
  expect(channel.url).toMatch(/^http:\/\/127\.0\.0\.1:5175\/\?channelToken=/);
  const approval = browser.farcaster.approval(channel, new AbortController().signal);
  const fid = await approveInApp(channel.url, index, username);
  return { channel, fid, identity: await approval };
}

describe("the frame's Farcaster sign-in against the real services and ID registry", () => {
  it('connects: the link, the approval in the app, the account named for the person, then the session, keys made and backed up', async () => {
    const browser = frameDevice({ servicesUrl: services.url });
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { channel, fid, identity } = await approvedOn(browser, 3, 'ada');
    expect(identity).toMatchObject({ fid: Number(fid), username: 'ada' });
    expect(await browser.wallet.isConnected()).toBe(false);
    expect(await browser.wallet.connectFarcaster(await browser.farcaster.confirm(channel))).toEqual({ userName: 'ada' });
    jest.mocked(console.warn).mockRestore();
    const user = await browser.wallet.user();
    expect(user).toMatchObject({ email: null, userName: 'ada', address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/) });
    expect(user).not.toHaveProperty('socialProvider');
    expect(browser.fund).toHaveBeenCalledWith(user.address);
    // The same fid in the same browser again reaches the same wallet.
    await browser.wallet.signOut();
    const again = await approvedOn(browser, 3, 'ada');
    await browser.wallet.connectFarcaster(await browser.farcaster.confirm(again.channel));
    expect((await browser.wallet.user()).address).toBe(user.address);
    // Another device gets no session by a Farcaster approval alone (the account has no email or passkey): said in words.
    const other = frameDevice({ servicesUrl: services.url });
    const elsewhere = await approvedOn(other, 3, 'ada');
    const refused = await other.farcaster.confirm(elsewhere.channel).then(() => undefined, (error: unknown) => error as ServicesError);
    expect(refused).toBeInstanceOf(ServicesError);
    expect(refused).toMatchObject({ status: 409, words: { id: 'services.farcasterNewDevice' } });
    expect(await other.wallet.isConnected()).toBe(false);
  });

  it('waits past a pending long poll, names an fid without a username by its fid, and "Not me" ends the channel', async () => {
    const browser = frameDevice({ servicesUrl: services.url, farcasterWaitMs: 0 });
    const { channel, fid, identity } = await approvedOn(browser, 4);
    expect(identity).toMatchObject({ fid: Number(fid), username: null });
    await browser.farcaster.cancel(channel);
    await expect(browser.farcaster.confirm(channel)).rejects.toThrow('This Farcaster sign-in was completed already: start again');
    expect(await browser.wallet.isConnected()).toBe(false);
    const next = await approvedOn(browser, 4);
    expect(await browser.wallet.connectFarcaster(await browser.farcaster.confirm(next.channel))).toEqual({ userName: `!${fid}` });
  });

  it("the wallet app hears a refusal in the relay's words", async () => {
    const browser = frameDevice({ servicesUrl: services.url });
    const channel = await browser.farcaster.start();
    // Another custody key signing for fid 1 (dev account 3's) is refused by the services.
    const intruder = new Wallet(devnet.accounts[5]!.privateKey, provider);
    const client = farcasterWalletClient(`${services.url}/farcaster`);
    await expect(approveSignIn(client, await readSignIn(client, channel.url), intruder, 1n)).rejects.toThrow(/custody address on the ID registry/);
    await expect(readSignIn(client, 'https://example.com/not-a-link')).rejects.toThrow(/not a Farcaster sign-in link/);
  });
});
