// Listeners and timers a page leaves registered, counted by wrapping EventTarget and the timer
// functions before the page's own scripts run. A listener counts while its target can still call
// it: a window, a document, a connected node, or any other target (a MediaQueryList, a socket, a
// channel); one left on a node that has left the document goes with that node. React's own event
// delegation (every event on each root or portal container, and selectionchange on the document)
// lives as long as React does, and is left out.

/** The part of a Playwright page (playwright-core's or @playwright/test's) the counter uses. */
interface CountedPage {
  addInitScript(script: () => void): Promise<unknown>;
  evaluate<R, A>(fn: (arg: A) => R, arg: A): Promise<R>;
}

export interface LeftRegistered {
  listeners: string[];
  timers: string[];
}

interface CountingWindow {
  __latchLifetime?: { left(skip: EventTarget | null): LeftRegistered };
}

/** Runs in the page before its scripts (serialized by Playwright): keep it self-contained. */
function installLifetimeCounter(): void {
  type Entry = { target: EventTarget; type: string; listener: unknown; capture: boolean; from: string };
  const listeners = new Set<Entry>();
  /** Where the registration came from: the two calls above the wrapper. */
  const stackOf = () => (new Error().stack ?? '').split('\n').slice(3, 5).map((line) => line.trim()).join(' < ');
  /** React marks each container it delegates events on, and the document, with `_reactListening…`. */
  const reacts = (target: EventTarget) => Object.keys(target).some((key) => key.startsWith('_reactListening'));
  const delegatedByReact = (entry: Entry) => (entry.target instanceof Element ? reacts(entry.target) : entry.target === document && entry.type === 'selectionchange' && reacts(document));
  const { addEventListener: add, removeEventListener: remove } = EventTarget.prototype;
  const captureOf = (options: unknown) => (typeof options === 'boolean' ? options : Boolean((options as { capture?: boolean } | undefined)?.capture));
  const find = (target: EventTarget, type: string, listener: unknown, capture: boolean) =>
    [...listeners].find((entry) => entry.target === target && entry.type === type && entry.listener === listener && entry.capture === capture);
  EventTarget.prototype.addEventListener = function (this: EventTarget, type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) {
    add.call(this, type, listener, options);
    const capture = captureOf(options);
    if (!listener || find(this, type, listener, capture)) return;
    const entry: Entry = { target: this, type, listener, capture, from: stackOf() };
    const signal = typeof options === 'object' ? options.signal : undefined;
    if (signal?.aborted) return;
    listeners.add(entry);
    const forget = () => listeners.delete(entry);
    if (typeof options === 'object' && options.once) add.call(this, type, forget, { once: true, capture });
    if (signal) add.call(signal, 'abort', forget, { once: true });
  };
  EventTarget.prototype.removeEventListener = function (this: EventTarget, type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | EventListenerOptions) {
    remove.call(this, type, listener, options);
    const entry = find(this, type, listener, captureOf(options));
    if (entry) listeners.delete(entry);
  };

  const timers = new Map<number, string>();
  const { setTimeout: later, clearTimeout: clearLater, setInterval: every, clearInterval: clearEvery } = window;
  window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
    const id: number = later(
      (...callArgs: unknown[]) => {
        timers.delete(id);
        if (typeof handler === 'function') handler(...callArgs);
      },
      ms,
      ...args,
    );
    timers.set(id, `timeout ${ms ?? 0} ms ${stackOf()}`);
    return id;
  }) as typeof setTimeout;
  window.setInterval = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
    const id = every(handler, ms, ...args);
    timers.set(id, `interval ${ms ?? 0} ms ${stackOf()}`);
    return id;
  }) as typeof setInterval;
  window.clearTimeout = ((id?: number) => (id !== undefined && timers.delete(id), clearLater(id))) as typeof clearTimeout;
  window.clearInterval = ((id?: number) => (id !== undefined && timers.delete(id), clearEvery(id))) as typeof clearInterval;

  const describe = (target: EventTarget) => (target === window ? 'window' : target === document ? 'document' : target instanceof Element ? `<${target.localName}${target.className ? `.${String(target.className).split(' ')[0]}` : ''}>` : target.constructor.name);
  const live = (target: EventTarget) => !(target instanceof Node) || target === document || target.isConnected;
  (window as CountingWindow).__latchLifetime = {
    left: (skip) => ({
      listeners: [...listeners]
        .filter((entry) => live(entry.target) && !delegatedByReact(entry) && !(skip instanceof Node && entry.target instanceof Node && skip.contains(entry.target)))
        .map((entry) => `${describe(entry.target)} ${entry.type} ${entry.from}`),
      timers: [...timers.values()],
    }),
  };
}

/** Counts from now on in every document the page loads. */
export async function countLifetimes(page: CountedPage): Promise<void> {
  await page.addInitScript(installLifetimeCounter);
}

/** What is registered now, leaving out what `skipSelector`'s element (and what is inside it) holds. */
export const leftRegistered = (page: CountedPage, skipSelector: string): Promise<LeftRegistered> =>
  page.evaluate((selector) => (window as CountingWindow).__latchLifetime!.left(document.querySelector(selector)), skipSelector);
