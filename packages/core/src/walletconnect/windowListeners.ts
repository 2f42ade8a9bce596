// WalletConnect's relayer listens for the window's `online` and `offline` events with functions of its
// own that nothing can remove afterwards. While the SDK starts, those registrations are made removable
// by giving them an AbortSignal; aborting it removes them.

/** The window events the SDK listens to for good. */
const TYPES = new Set(['online', 'offline']);

/** The signals of the starts running now; a registration goes to the first (starts that overlap share one Core). */
const starting: AbortSignal[] = [];
let restore: (() => void) | undefined;

/**
 * A registration's own signal still removes it, and ours too where the browser can join signals;
 * where it cannot, the registration keeps its own alone.
 */
function bothSignals(theirs: AbortSignal | undefined, ours: AbortSignal): AbortSignal {
  if (!theirs) return ours;
  return typeof AbortSignal.any === 'function' ? AbortSignal.any([theirs, ours]) : theirs;
}

function install(): void {
  const own = Object.getOwnPropertyDescriptor(window, 'addEventListener');
  const original = window.addEventListener;
  const removable = function (this: Window, type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) {
    const ours = TYPES.has(type) ? starting[0] : undefined;
    const given = typeof options === 'object' ? options : { capture: options };
    const signal = ours && bothSignals(given.signal, ours);
    original.call(this, type, listener as EventListenerOrEventListenerObject, signal ? { ...given, signal } : options);
  } as typeof window.addEventListener;
  window.addEventListener = removable;
  restore = () => {
    // Left as it is when someone replaced it meanwhile: theirs calls through ours.
    if (window.addEventListener !== removable) return;
    if (own) Object.defineProperty(window, 'addEventListener', own);
    else delete (window as Partial<Window>).addEventListener;
  };
}

/** Runs `start`; the `online`/`offline` window listeners added meanwhile are removed when `signal` aborts. */
export async function withRemovableWindowListeners<T>(signal: AbortSignal, start: () => Promise<T>): Promise<T> {
  if (typeof window === 'undefined') return start();
  if (starting.length === 0) install();
  starting.push(signal);
  try {
    return await start();
  } finally {
    starting.splice(starting.indexOf(signal), 1);
    if (starting.length === 0) restore?.();
  }
}
