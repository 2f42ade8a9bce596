/**
 * @jest-environment node
 */
// The frame's social login against the real services and the devnet's OpenID provider (the
// stand-ins for the six providers), both started in-process: the frame asks for the provider's
// page, a person signs in there (StandInBrowser plays the popup: login page, consent, then the
// services' callback), and CONNECT_SOCIAL's wait ends with the account. A denied consent, a
// forged redirect and one with a state nobody made each end without a session.
import { freePort, StandInBrowser, startIdentityProvider, type IdentityProvider, type ProviderAnswer, type StandInPerson } from '@latch/devnet';
import { createServices, type Services } from '@latch/services';
import { verifyMessage } from 'ethers';
import { SOCIAL_NOT_STARTED, SOCIAL_TIMED_OUT } from '../src/messages.js';
import { DAPP_ORIGIN, frameDevice, keptToken, latestCode } from './frameDevice.js';

let identity: IdentityProvider;
let services: Services;

beforeAll(async () => {
  // The provider's clients redirect to the services' callback, so the services' port comes first.
  const port = await freePort();
  identity = await startIdentityProvider({ port: 0, servicesUrls: [`http://127.0.0.1:${port}`] });
  services = await createServices({ port, database: { kind: 'memory' }, auth: { smtpPort: 0, social: { localOidcPort: identity.port } } });
});
afterAll(async () => {
  await services?.stop();
  await identity?.stop();
});

let sequence = 0;
const newPerson = (more: Partial<StandInPerson> = {}): StandInPerson => ({ name: `Person ${(sequence += 1)}`, email: `frame-social${sequence}@example.com`, ...more });
const device = (socialWaitMs?: number) => frameDevice({ servicesUrl: services.url, ...(socialWaitMs === undefined ? {} : { socialWaitMs }) });

/** The browser at the services' callback: the redirect it was sent to, or the form post a form_post provider's page submits; its HTTP status. */
async function deliver({ url, form }: ProviderAnswer): Promise<number> {
  const post = form ? { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() } : {};
  return (await fetch(url, { redirect: 'manual', ...post })).status;
}

/** The popup: the person at the provider, then the browser at the services' callback; its HTTP status. */
async function inPopup(uri: string, person: StandInPerson): Promise<number> {
  return deliver(await new StandInBrowser().answer(uri, person));
}

describe("the frame's social login against the real services and provider", () => {
  it('connects a new person: the session, keys made and backed up, the faucet asked for the new account, the user with the provider', async () => {
    const browser = device();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const person = newPerson();
    const uri = await browser.wallet.socialRedirectUri('google');
    expect(uri).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/google\/auth\?/);
    // The app sends CONNECT_SOCIAL at once; the frame waits while the person is at the provider.
    const connecting = browser.wallet.connectSocial(uri);
    expect(await inPopup(uri, person)).toBe(200);
    const user = await connecting;
    warn.mockRestore();
    expect(user).toMatchObject({ email: person.email, userName: person.name, socialProvider: 'google', address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/), chainId: 31337 });
    expect(user.accounts).toHaveLength(2);
    expect(browser.fund).toHaveBeenCalledWith(user.address);
    expect(await browser.api.keyBackup(keptToken(browser.web))).toMatchObject({ address: user.address });
    const signature = (await browser.rpc.request({ method: 'personal_sign', params: ['0x48656c6c6f', user.address] }, { origin: DAPP_ORIGIN })) as string;
    expect(verifyMessage('Hello', signature)).toBe(user.address);
  });

  it('reaches the same wallet for the same verified email, by another provider on another device and by email login', async () => {
    const person = newPerson();
    const first = device();
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const github = await first.wallet.socialRedirectUri('github');
    const connecting = first.wallet.connectSocial(github);
    await inPopup(github, person);
    const { address } = await connecting;
    jest.mocked(console.warn).mockRestore();

    const second = device();
    const discord = await second.wallet.socialRedirectUri('discord');
    const again = second.wallet.connectSocial(discord);
    await inPopup(discord, person);
    expect(await again).toMatchObject({ address, socialProvider: 'discord' });
    expect(second.fund).not.toHaveBeenCalled();

    const byEmail = device();
    expect(await byEmail.wallet.connectEmail(person.email)).toBe('VERIFY_DEVICE');
    await byEmail.wallet.connectDevice(await latestCode(services.url, person.email));
    await byEmail.wallet.connectOtp(await latestCode(services.url, person.email));
    const user = await byEmail.wallet.user();
    expect(user).toMatchObject({ address, email: person.email, userName: null });
    expect(user).not.toHaveProperty('socialProvider');
  });

  it('ends a denied consent with the reason, and no session', async () => {
    const browser = device();
    const uri = await browser.wallet.socialRedirectUri('x');
    const connecting = browser.wallet.connectSocial(uri);
    connecting.catch(() => undefined);
    expect(await inPopup(uri, newPerson({ choice: 'deny' }))).toBe(403);
    await expect(connecting).rejects.toThrow('The sign-in with X was cancelled');
    expect(await browser.wallet.isConnected()).toBe(false);
    expect(browser.web.getItem('@appkit-wallet/session')).toBeNull();
  });

  it("ends a forged redirect (another login's code under this login's state) with the reason, and no session", async () => {
    const browser = device();
    // The services log the provider's refusal of the code.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const stolen = new URL(await new StandInBrowser().signIn(await device().wallet.socialRedirectUri('google'), newPerson())).searchParams.get('code')!;
    const uri = await browser.wallet.socialRedirectUri('google');
    const connecting = browser.wallet.connectSocial(uri);
    connecting.catch(() => undefined);
    const forged = new URL(`/auth/callback/google`, services.url);
    forged.searchParams.set('state', new URL(uri).searchParams.get('state')!);
    forged.searchParams.set('code', stolen);
    expect((await fetch(forged)).status).toBe(400);
    await expect(connecting).rejects.toThrow('Google refused the sign-in code');
    expect(await browser.wallet.isConnected()).toBe(false);
    warn.mockRestore();
  });

  it('says the sign-in did not finish in time when the popup comes back with a state nobody made, and refuses a page it did not make', async () => {
    const browser = device(1_000);
    const uri = await browser.wallet.socialRedirectUri('apple');
    const connecting = browser.wallet.connectSocial(uri);
    connecting.catch(() => undefined);
    // Apple posts its answer (form_post): the post comes back with another state.
    const answer = await new StandInBrowser().answer(uri, newPerson());
    expect(await deliver({ ...answer, form: { ...answer.form, state: 'A'.repeat(43) } })).toBe(400);
    await expect(connecting).rejects.toThrow(SOCIAL_TIMED_OUT);
    await expect(browser.wallet.connectSocial(uri)).rejects.toThrow(SOCIAL_NOT_STARTED);
    expect(await browser.wallet.isConnected()).toBe(false);
  });
});
