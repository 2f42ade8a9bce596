// The browser's side of a social login, for tests: the windows the frame opens, and the messages
// posted to the frame's window. `post` delivers a message as a page in one of those windows would,
// from an origin; `asPerson` plays a person at the provider and the browser at the services'
// callback page, which delivers the page's handoff only where the browser would: to the opener, when
// the target origin it names is the frame's.
import { StandInBrowser, type ProviderAnswer, type StandInPerson } from '@latch/devnet';
import type { ListenToMessages, OpenSignInWindow, SignInWindow, WindowMessage } from '../src/session/socialAuth.js';

export interface FakeSignInWindow extends SignInWindow {
  closed: boolean;
  /** Where the window was sent; empty while it is blank. */
  url: string;
}

/** `onNavigate` runs when a window is sent to a page (the provider's). */
export function signInWindows(onNavigate: (window: FakeSignInWindow) => void = () => {}) {
  const listeners = new Set<(message: WindowMessage) => void>();
  const opened: FakeSignInWindow[] = [];
  const openWindow: OpenSignInWindow = () => {
    const window: FakeSignInWindow = {
      url: '',
      closed: false,
      navigate(url) {
        this.url = url;
        onNavigate(this);
      },
      close() {
        this.closed = true;
      },
      is: (source) => source === window,
    };
    opened.push(window);
    return window;
  };
  const listen: ListenToMessages = (listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  /** `data` posted to the frame's window from `source`, as a page at `origin` posts it. */
  const post = (source: unknown, origin: string, data: unknown) => [...listeners].forEach((listener) => listener({ origin, source, data }));
  return { openWindow, listen, opened, post, listening: () => listeners.size };
}

const HANDOFF = /<script type="application\/json" id="handoff">(.*?)<\/script>/s;

export interface CallbackPage {
  status: number;
  /** The page's origin: the services'. */
  origin: string;
  /** What the page's script posts to its window's opener, and the target origin it names. */
  handoff?: { target: string; message: unknown };
}

/** The browser at the services' callback: the page for the provider's answer. */
export async function callbackPage({ url, form }: ProviderAnswer): Promise<CallbackPage> {
  const post = form ? { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() } : {};
  const response = await fetch(url, { redirect: 'manual', ...post });
  const json = HANDOFF.exec(await response.text())?.[1];
  return { status: response.status, origin: new URL(url).origin, ...(json === undefined ? {} : { handoff: JSON.parse(json) as { target: string; message: unknown } }) };
}

/**
 * A person in `window`, which the frame opened: signs in at the provider (or denies), then the
 * browser loads the callback page, whose script posts its handoff to the opener, this frame, only if
 * the target origin it names is `frameOrigin` (as postMessage's targetOrigin does). The page.
 */
export async function asPerson(person: StandInPerson, frameOrigin: string, windows: ReturnType<typeof signInWindows>, window: FakeSignInWindow): Promise<CallbackPage> {
  const page = await callbackPage(await new StandInBrowser().answer(window.url, person));
  if (page.handoff?.target === frameOrigin) windows.post(window, page.origin, page.handoff.message);
  return page;
}
