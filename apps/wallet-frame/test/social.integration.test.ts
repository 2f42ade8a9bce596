/**
 * @jest-environment node
 */
// The frame's social login against the real services and the devnet's OpenID provider (the
// stand-ins for the six providers), both started in-process: the frame starts the login, its click
// opens the provider's page in a window of its own, a person signs in there (StandInBrowser), the
// browser loads the services' callback page, whose handoff reaches the frame only as the browser
// delivers it (to the opener, at the target origin it names), and complete gives the session. A
// denied consent, a forged redirect, and a page in a window the frame did not open end without one.
// A new identity carrying the address of an account made before joins it only with the code mailed
// there or the frame's live session of it; or the person goes on with a new wallet.
import { freePort, StandInBrowser, startIdentityProvider, type IdentityProvider, type StandInPerson } from '@latch/devnet';
import type { Services } from '@latch/services';
import { verifyMessage } from 'ethers';
import type { SocialProvider } from '@latch/frame/host';
import type { LinkConsent, SocialOutcome, SocialSession } from '../src/session/socialAuth.js';
import { approveByLink, DAPP_ORIGIN, FRAME_ORIGIN, frameDevice, keptToken, latestCode } from './frameDevice.js';
import { asPerson, callbackPage, type FakeSignInWindow } from './signInWindows.js';
import { startTestServices } from './testServices.js';

let identity: IdentityProvider;
let services: Services;

beforeAll(async () => {
  // The provider's clients redirect to the services' callback, so the services' port comes first.
  const port = await freePort();
  identity = await startIdentityProvider({ port: 0, servicesUrls: [`http://127.0.0.1:${port}`] });
  services = await startTestServices({ port, auth: { smtpPort: 0, newDeviceHoldMs: 0, social: { localOidcPort: identity.port } } });
});
afterAll(async () => {
  await services?.stop();
  await identity?.stop();
});

let sequence = 0;
const newPerson = (more: Partial<StandInPerson> = {}): StandInPerson => ({ name: `Person ${(sequence += 1)}`, email: `frame-social${sequence}@example.com`, ...more });
const device = () => frameDevice({ servicesUrl: services.url });
type Device = ReturnType<typeof device>;

/** The person's click on the frame's screen: the login started, the window opened at the provider; the sign-in's outcome and that window. */
async function click(browser: Device, provider: SocialProvider): Promise<{ signingIn: ReturnType<Awaited<ReturnType<Device['social']['prepare']>>>; window: FakeSignInWindow; leave: () => void }> {
  const run = await browser.social.prepare(provider);
  const screen = new AbortController();
  const signingIn = run(screen.signal);
  signingIn.catch(() => undefined);
  const window = browser.windows.opened.at(-1)!;
  // The window is sent to the provider once the services started the login.
  while (!window.url) await new Promise((resolve) => setTimeout(resolve, 10));
  return { signingIn, window, leave: () => screen.abort() };
}

/** The person at the provider in the window of `browser`'s click: what the sign-in ends in. */
async function outcomeOf(browser: Device, provider: SocialProvider, person: StandInPerson): Promise<SocialOutcome> {
  const { signingIn, window } = await click(browser, provider);
  await asPerson(person, FRAME_ORIGIN, browser.windows, window);
  return signingIn;
}

/** The session of a sign-in that asked for no consent. */
function sessionOf(outcome: SocialOutcome): SocialSession {
  if ('consent' in outcome) throw new Error(`the sign-in asked for the code mailed to ${outcome.consent.email}`);
  return outcome;
}

/** The consent a sign-in asks for: its new identity carries an account's address. */
function consentOf(outcome: SocialOutcome): LinkConsent {
  if (!('consent' in outcome)) throw new Error('the sign-in asked for no consent');
  return outcome.consent;
}

/** A whole login of `person` in `browser`: the user the frame answers. */
async function signIn(browser: Device, provider: SocialProvider, person: StandInPerson) {
  return browser.wallet.connectSocial(sessionOf(await outcomeOf(browser, provider, person)));
}

/** An email login of `email` in `browser`, a new device (approved by the mailed link): the user the frame answers. */
async function emailLogin(browser: Device, email: string) {
  expect(await browser.wallet.connectEmail(email)).toBe('VERIFY_DEVICE');
  await approveByLink(services.url, email);
  await browser.wallet.connectDevice();
  await browser.wallet.connectOtp(await latestCode(services.url, email));
  return browser.wallet.user();
}

/** The mails to an address are 30 s apart (SPEC 9): the last one was sent that long ago. */
const thirtySecondsPass = (email: string) => services.db.query('update auth_email_sends set last_sent_at = last_sent_at - 30000 where email = $1', [email]);

describe("the frame's social login against the real services and provider", () => {
  it('connects a new person: the session, keys made and backed up, the faucet asked for the new account, the user with the provider', async () => {
    const browser = device();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const person = newPerson();
    const { signingIn, window } = await click(browser, 'google');
    expect(window.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/google\/auth\?/);
    const page = await asPerson(person, FRAME_ORIGIN, browser.windows, window);
    expect(page).toMatchObject({ status: 200, handoff: { target: FRAME_ORIGIN } });
    const user = await browser.wallet.connectSocial(sessionOf(await signingIn));
    warn.mockRestore();
    expect(window.closed).toBe(true);
    expect(user).toMatchObject({ email: person.email, userName: person.name, socialProvider: 'google', address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/), chainId: 31337 });
    expect(user.accounts).toHaveLength(2);
    expect(browser.fund).toHaveBeenCalledWith(user.address);
    expect(await browser.api.keyBackup(keptToken(browser.web))).toMatchObject({ address: user.address });
    const signature = (await browser.rpc.request({ method: 'personal_sign', params: ['0x48656c6c6f', user.address] }, { origin: DAPP_ORIGIN })) as string;
    expect(verifyMessage('Hello', signature)).toBe(user.address);
  });

  it('reaches the same wallet for the same verified email: by email login after the provider, by another provider with the code mailed there', async () => {
    const person = newPerson();
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { address } = await signIn(device(), 'github', person);
    jest.mocked(console.warn).mockRestore();

    const user = await emailLogin(device(), person.email);
    expect(user).toMatchObject({ address, email: person.email, userName: null });
    expect(user).not.toHaveProperty('socialProvider');

    await thirtySecondsPass(person.email);
    const second = device();
    const consent = consentOf(await outcomeOf(second, 'discord', person));
    expect(consent.email).toBe(person.email);
    const code = await latestCode(services.url, person.email);
    await expect(second.social.link(consent, code === '000000' ? '000001' : '000000')).rejects.toThrow('Invalid code');
    expect(await second.wallet.connectSocial(await second.social.link(consent, code))).toMatchObject({ address, email: person.email, socialProvider: 'discord' });
    expect(second.fund).not.toHaveBeenCalled();
  });

  it('joins the wallet of an email login at once on the device that holds its session', async () => {
    const person = newPerson();
    const browser = device();
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { address } = await emailLogin(browser, person.email);
    jest.mocked(console.warn).mockRestore();
    expect(await signIn(browser, 'google', person)).toMatchObject({ address, email: person.email, socialProvider: 'google' });
  });

  it("goes on with a new wallet of its own instead: another address, no email, and the account's wallet untouched", async () => {
    const person = newPerson();
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { address } = await emailLogin(device(), person.email);
    await thirtySecondsPass(person.email);
    const other = device();
    const consent = consentOf(await outcomeOf(other, 'x', { ...person, name: 'Someone else' }));
    const own = await other.wallet.connectSocial(await other.social.separate(consent));
    jest.mocked(console.warn).mockRestore();
    expect(own).toMatchObject({ email: null, userName: 'Someone else', socialProvider: 'x' });
    expect(own.address).not.toBe(address);
    expect(other.fund).toHaveBeenCalledWith(own.address);
  });

  it('ends a denied consent with the reason, and no session', async () => {
    const browser = device();
    const { signingIn, window } = await click(browser, 'x');
    expect((await asPerson(newPerson({ choice: 'deny' }), FRAME_ORIGIN, browser.windows, window)).status).toBe(403);
    await expect(signingIn).rejects.toThrow('The sign-in with X was cancelled');
    expect(await browser.wallet.isConnected()).toBe(false);
    expect(browser.web.getItem('@appkit-wallet/session')).toBeNull();
  });

  it("ends a forged redirect (another login's code under this login's state) with the reason, and no session", async () => {
    const browser = device();
    // The services log the provider's refusal of the code.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const elsewhere = await click(device(), 'google');
    const stolen = new URL(await new StandInBrowser().signIn(elsewhere.window.url, newPerson())).searchParams.get('code')!;
    // That other frame's screen is left: its window closes and its wait ends.
    elsewhere.leave();
    const { signingIn, window } = await click(browser, 'google');
    const forged = new URL(`/auth/callback/google`, services.url);
    forged.searchParams.set('state', new URL(window.url).searchParams.get('state')!);
    forged.searchParams.set('code', stolen);
    // The forged answer lands in the frame's own window: its page says the login failed.
    const page = await callbackPage({ url: forged.href });
    expect(page.status).toBe(400);
    browser.windows.post(window, page.origin, page.handoff!.message);
    await expect(signingIn).rejects.toThrow('Google refused the sign-in code');
    expect(await browser.wallet.isConnected()).toBe(false);
    warn.mockRestore();
  });

  it('takes nothing from a page in a window it did not open, nor from a page whose handoff names another origin', async () => {
    const browser = device();
    const { signingIn, window } = await click(browser, 'apple');
    // The person completes this login in a window another page opened: the browser delivers the handoff to that page, never to this frame.
    const page = await callbackPage(await new StandInBrowser().answer(window.url, newPerson()));
    expect(page.status).toBe(200);
    browser.windows.post({ another: 'window' }, page.origin, page.handoff!.message);
    browser.windows.post(window, DAPP_ORIGIN, page.handoff!.message);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(window.closed).toBe(false);
    window.closed = true;
    await expect(signingIn).rejects.toThrow('The sign-in window was closed before the login finished.');
    expect(await browser.wallet.isConnected()).toBe(false);
  });
});
