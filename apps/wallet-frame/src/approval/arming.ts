// When Approve takes a click. Never in the first moments after the screen appears, so a click
// aimed at the app beneath cannot approve by accident. And where the browser can tell
// (IntersectionObserver v2, `trackVisibility`), only while the dialog is in sight, uncovered and
// unaltered (no opacity, filter or transform from the app around the frame), and only once it has
// been so for that delay: covering the frame disarms Approve at once, uncovering it starts the
// delay again. Elsewhere the delay alone.

export const ARM_DELAY_MS = 500;
/** How often the browser may recompute the dialog's visibility: IntersectionObserver v2's minimum. */
const VISIBILITY_CHECK_MS = 100;

/** Calls `onChange` with whether `element` is visible, until the returned function is called. */
export type WatchVisibility = (element: Element, onChange: (visible: boolean) => void) => () => void;

/** The browser's own watch, or undefined where it cannot tell (no IntersectionObserver v2). */
export function browserVisibility(win: (Window & typeof globalThis) | null): WatchVisibility | undefined {
  const Observer = win?.IntersectionObserver;
  if (!Observer || !win.IntersectionObserverEntry || !('isVisible' in win.IntersectionObserverEntry.prototype)) return undefined;
  return (element, onChange) => {
    const observer = new Observer(
      (entries) => {
        const latest = entries[entries.length - 1] as (IntersectionObserverEntry & { isVisible?: boolean }) | undefined;
        if (latest) onChange(latest.isVisible === true);
      },
      // Not yet in TypeScript's DOM types: IntersectionObserver v2's options.
      { trackVisibility: true, delay: VISIBILITY_CHECK_MS } as IntersectionObserverInit,
    );
    observer.observe(element);
    return () => observer.disconnect();
  };
}

export class ApproveArming {
  #timer: ReturnType<typeof setTimeout> | undefined;
  #stopWatching: (() => void) | undefined;
  #counting = false;

  constructor(
    private readonly button: HTMLButtonElement,
    private readonly delayMs: number,
    private readonly watch: WatchVisibility | undefined,
  ) {}

  get armed(): boolean {
    return !this.button.disabled;
  }

  /** Disarmed now; armed after the delay, and where the browser can tell, while `dialog` is visible. */
  start(dialog: Element): void {
    this.stop();
    if (!this.watch) {
      this.#armAfterDelay();
      return;
    }
    this.#stopWatching = this.watch(dialog, (visible) => (visible ? this.#armAfterDelay() : this.#disarm()));
  }

  /** Disarmed until the next start. */
  stop(): void {
    this.#stopWatching?.();
    this.#stopWatching = undefined;
    this.#disarm();
  }

  #disarm(): void {
    clearTimeout(this.#timer);
    this.#counting = false;
    this.button.disabled = true;
  }

  #armAfterDelay(): void {
    if (this.#counting || this.armed) return;
    this.#counting = true;
    const arm = () => {
      if (!this.#counting) return;
      this.#counting = false;
      this.button.disabled = false;
    };
    if (this.delayMs > 0) this.#timer = setTimeout(arm, this.delayMs);
    else queueMicrotask(arm);
  }
}
