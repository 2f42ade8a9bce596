// The frame's side of a social login with the services' answers faked and the browser's windows and
// messages played (test/signInWindows.ts): the window opens inside the click at the provider's
// page, only the handoff of the services' page in that window, for this login, is taken, and
// complete gets the completion it carried (the real services and provider:
// test/social.integration.test.ts).
import { socialWords } from './socialText.js';
import { ServicesApi } from '../services/api.js';
import { ServicesClient, ServicesError } from '../services/client.js';
import { ACTION_ABORTED } from '../screens/actionScreen.js';
import { signInWindows } from '../../test/signInWindows.js';
import { SOCIAL_CALLBACK_MESSAGE, SOCIAL_WINDOW_CHECK_MS, SocialAuth } from './socialAuth.js';

const SERVICES = 'http://127.0.0.1:8787';
const STATE = 'S'.repeat(43);
const COMPLETION = 'C'.repeat(43);
const PAGE = `http://127.0.0.1:3900/google/auth?state=${STATE}`;
const session = {
  token: 'header.payload.signature',
  expiresAt: '2030-01-02T00:00:00.000Z',
  user: { email: 'ada@example.com', userId: 'u-1' },
  identity: { provider: 'google' as const, email: 'ada@example.com', name: 'Ada Lovelace', picture: null },
};

function setup({ blocked = false, liveToken = async () => undefined as string | undefined } = {}) {
  jest.useFakeTimers();
  const api = new ServicesApi(new ServicesClient({ baseUrl: SERVICES, projectId: 'latch-demo', fetch: jest.fn() }));
  const start = jest.spyOn(api, 'socialStart').mockResolvedValue({ authorizationUrl: PAGE, state: STATE, expiresAt: '2030-01-01T00:10:00.000Z' });
  const complete = jest.spyOn(api, 'socialComplete').mockResolvedValue(session);
  const windows = signInWindows();
  const social = new SocialAuth({ api, deviceId: () => 'device-1', servicesOrigin: SERVICES, openWindow: blocked ? () => null : windows.openWindow, listen: windows.listen, liveToken });
  return { api, social, start, complete, windows };
}

afterEach(() => jest.useRealTimers());

const handoff = (more: Record<string, unknown> = { completion: COMPLETION }) => ({ type: SOCIAL_CALLBACK_MESSAGE, state: STATE, ...more });

describe("the frame's social login", () => {
  it("opens a window in the click, then starts the login and sends it to the provider's page, and completes with the completion the services' page in that window handed over", async () => {
    const { social, start, complete, windows } = setup();
    const run = await social.prepare('google');
    // Nothing is asked of the services before the click.
    expect(start).not.toHaveBeenCalled();
    expect(windows.opened).toHaveLength(0);
    const signal = new AbortController().signal;
    const signedIn = run(signal);
    // Opened synchronously, within the click's activation, then sent to the provider once the login started.
    expect(windows.opened).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(0);
    expect(start).toHaveBeenCalledWith('google', 'device-1');
    expect(windows.opened.map((window) => window.url)).toEqual([PAGE]);
    const [popup] = windows.opened;
    windows.post(popup, SERVICES, handoff());
    await expect(signedIn).resolves.toEqual(session);
    expect(complete).toHaveBeenCalledWith(STATE, COMPLETION, signal, undefined);
    expect(popup!.closed).toBe(true);
    expect(windows.listening()).toBe(0);
  });

  it("ignores what the page of another origin, another window, or another login posts, and anything malformed", async () => {
    const { social, complete, windows } = setup();
    const signedIn = (await social.prepare('google'))(new AbortController().signal);
    await jest.advanceTimersByTimeAsync(0);
    const [popup] = windows.opened;
    windows.post(popup, 'http://127.0.0.1:5173', handoff());
    windows.post({}, SERVICES, handoff());
    windows.post(popup, SERVICES, { ...handoff(), state: 'T'.repeat(43) });
    windows.post(popup, SERVICES, { type: SOCIAL_CALLBACK_MESSAGE, state: STATE });
    windows.post(popup, SERVICES, 'not a message');
    await jest.advanceTimersByTimeAsync(SOCIAL_WINDOW_CHECK_MS * 3);
    expect(complete).not.toHaveBeenCalled();
    windows.post(popup, SERVICES, handoff());
    await expect(signedIn).resolves.toEqual(session);
  });

  it("asks complete for a failed login's reason, and passes it on", async () => {
    const { social, complete, windows } = setup();
    complete.mockRejectedValueOnce(new ServicesError('The sign-in with Google was cancelled', 403));
    const signedIn = (await social.prepare('google'))(new AbortController().signal);
    await jest.advanceTimersByTimeAsync(0);
    windows.post(windows.opened[0], SERVICES, handoff({ failed: true }));
    await expect(signedIn).rejects.toThrow('The sign-in with Google was cancelled');
    expect(complete).toHaveBeenCalledWith(STATE, undefined, expect.anything(), undefined);
  });

  it("sends the frame's live session with complete, and hears VERIFY_LINK as the consent the login waits for: the code, another code and a new account go with the login's state", async () => {
    const { api, social, complete, windows } = setup({ liveToken: async () => 'live.session.token' });
    complete.mockResolvedValueOnce({ message: 'This email has a wallet already', action: 'VERIFY_LINK', email: 'ada@example.com' });
    const signal = new AbortController().signal;
    const signedIn = (await social.prepare('google'))(signal);
    await jest.advanceTimersByTimeAsync(0);
    windows.post(windows.opened[0], SERVICES, handoff());
    const outcome = await signedIn;
    expect(outcome).toEqual({ consent: { state: STATE, email: 'ada@example.com' } });
    expect(complete).toHaveBeenCalledWith(STATE, COMPLETION, signal, 'live.session.token');
    if (!('consent' in outcome)) throw new Error('no consent asked');

    const link = jest.spyOn(api, 'socialLink').mockResolvedValue(session);
    const resend = jest.spyOn(api, 'socialLinkResend').mockResolvedValue();
    const separate = jest.spyOn(api, 'socialSeparate').mockResolvedValue({ ...session, user: { email: null, userId: 'u-2' } });
    expect(await social.link(outcome.consent, '123456')).toEqual(session);
    expect(link).toHaveBeenCalledWith(STATE, '123456');
    await social.resendLinkCode(outcome.consent);
    expect(resend).toHaveBeenCalledWith(STATE);
    expect((await social.separate(outcome.consent)).user).toEqual({ email: null, userId: 'u-2' });
    expect(separate).toHaveBeenCalledWith(STATE);
  });

  it("keeps the mail limits' words when VERIFY_LINK says no code went out yet: by their id, or as the services wrote them", async () => {
    const { social, complete, windows } = setup();
    const reason = { description: 'Please try again after 27 seconds', messageId: 'emailThrottled', values: { seconds: 27 } };
    complete.mockResolvedValueOnce({ message: 'This email has a wallet already', reasons: [reason], action: 'VERIFY_LINK', email: 'ada@example.com' });
    const said = (await social.prepare('google'))(new AbortController().signal);
    await jest.advanceTimersByTimeAsync(0);
    windows.post(windows.opened[0], SERVICES, handoff());
    expect(await said).toEqual({ consent: { state: STATE, email: 'ada@example.com', heldBack: { id: 'services.emailThrottled', values: { seconds: 27 } } } });

    complete.mockResolvedValueOnce({ message: 'This email has a wallet already', reasons: [{ description: 'Please try again after 27 seconds' }], action: 'VERIFY_LINK', email: 'ada@example.com' });
    const signedIn = (await social.prepare('google'))(new AbortController().signal);
    await jest.advanceTimersByTimeAsync(0);
    windows.post(windows.opened[1], SERVICES, handoff());
    expect(await signedIn).toEqual({ consent: { state: STATE, email: 'ada@example.com', heldBack: 'Please try again after 27 seconds' } });
  });

  it('completes as without a live session when the session cannot be read', async () => {
    const { social, complete, windows } = setup({ liveToken: () => Promise.reject(new Error('Could not reach the wallet services: try again later')) });
    const signedIn = (await social.prepare('google'))(new AbortController().signal);
    await jest.advanceTimersByTimeAsync(0);
    windows.post(windows.opened[0], SERVICES, handoff());
    await expect(signedIn).resolves.toEqual(session);
    expect(complete).toHaveBeenCalledWith(STATE, COMPLETION, expect.anything(), undefined);
  });

  it('says a closed window, a blocked one, and a screen left (the window then closes)', async () => {
    const closed = setup();
    const first = (await closed.social.prepare('github'))(new AbortController().signal);
    await jest.advanceTimersByTimeAsync(0);
    closed.windows.opened[0]!.closed = true;
    const expectation = expect(first).rejects.toThrow(socialWords('social.windowClosed'));
    await jest.advanceTimersByTimeAsync(SOCIAL_WINDOW_CHECK_MS);
    await expectation;
    expect(closed.complete).not.toHaveBeenCalled();

    const blocked = setup({ blocked: true });
    await expect((await blocked.social.prepare('github'))(new AbortController().signal)).rejects.toThrow(socialWords('social.windowBlocked'));

    const left = setup();
    const abort = new AbortController();
    const leaving = (await left.social.prepare('x'))(abort.signal);
    await jest.advanceTimersByTimeAsync(0);
    abort.abort();
    await expect(leaving).rejects.toThrow(ACTION_ABORTED);
    expect(left.windows.opened[0]!.closed).toBe(true);
    expect(left.windows.listening()).toBe(0);
  });
});
