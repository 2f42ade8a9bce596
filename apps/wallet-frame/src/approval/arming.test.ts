import { ApproveArming, browserVisibility, type WatchVisibility } from './arming.js';

/** A visibility watch the test reports through. */
function manualVisibility() {
  const watched: Element[] = [];
  let report: ((visible: boolean) => void) | undefined;
  const watch: WatchVisibility = (element, onChange) => {
    watched.push(element);
    report = onChange;
    return () => (report = undefined);
  };
  return { watch, watched, report: (visible: boolean) => report?.(visible), get watching() { return report !== undefined; } };
}

function setup(watch?: WatchVisibility) {
  const button = document.createElement('button');
  const dialog = document.createElement('section');
  return { button, dialog, arming: new ApproveArming(button, 500, watch) };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('Approve, where the browser can tell whether the dialog is visible', () => {
  it('stays disarmed until the dialog is reported visible, then for the delay', () => {
    const visibility = manualVisibility();
    const { button, dialog, arming } = setup(visibility.watch);
    arming.start(dialog);
    expect(visibility.watched).toEqual([dialog]);
    jest.advanceTimersByTime(5000);
    expect(button.disabled).toBe(true);
    visibility.report(true);
    jest.advanceTimersByTime(499);
    expect(arming.armed).toBe(false);
    visibility.report(true); // a second report does not restart the delay
    jest.advanceTimersByTime(1);
    expect(arming.armed).toBe(true);
  });

  it('is disarmed at once when the dialog is covered, and waits the whole delay again once it is not', () => {
    const visibility = manualVisibility();
    const { dialog, arming } = setup(visibility.watch);
    arming.start(dialog);
    visibility.report(true);
    jest.advanceTimersByTime(500);
    visibility.report(false);
    expect(arming.armed).toBe(false);
    visibility.report(true);
    jest.advanceTimersByTime(400);
    visibility.report(false); // covered again before the delay ran out
    jest.advanceTimersByTime(1000);
    expect(arming.armed).toBe(false);
    visibility.report(true);
    jest.advanceTimersByTime(500);
    expect(arming.armed).toBe(true);
  });

  it('stops watching when stopped, and stays disarmed', () => {
    const visibility = manualVisibility();
    const { dialog, arming } = setup(visibility.watch);
    arming.start(dialog);
    visibility.report(true);
    arming.stop();
    expect(visibility.watching).toBe(false);
    jest.advanceTimersByTime(500);
    expect(arming.armed).toBe(false);
  });
});

it('where the browser cannot tell: armed after the delay alone', () => {
  const { dialog, arming } = setup(undefined);
  arming.start(dialog);
  jest.advanceTimersByTime(499);
  expect(arming.armed).toBe(false);
  jest.advanceTimersByTime(1);
  expect(arming.armed).toBe(true);
});

describe("the browser's visibility watch", () => {
  it('is there only with IntersectionObserver v2', () => {
    expect(browserVisibility(null)).toBeUndefined();
    expect(browserVisibility(window)).toBeUndefined(); // jsdom: no IntersectionObserver
    class EntryV1 {}
    expect(browserVisibility({ IntersectionObserver: class {}, IntersectionObserverEntry: EntryV1 } as unknown as typeof window)).toBeUndefined();
  });

  it('observes with trackVisibility and reports the latest isVisible', () => {
    const observers: { callback: IntersectionObserverCallback; options: Record<string, unknown>; observed: Element[]; disconnected: boolean }[] = [];
    class FakeObserver {
      readonly record: (typeof observers)[number];
      constructor(callback: IntersectionObserverCallback, options: Record<string, unknown>) {
        this.record = { callback, options, observed: [], disconnected: false };
        observers.push(this.record);
      }
      observe(element: Element) {
        this.record.observed.push(element);
      }
      disconnect() {
        this.record.disconnected = true;
      }
    }
    class EntryV2 {}
    Object.defineProperty(EntryV2.prototype, 'isVisible', { value: false });
    const watch = browserVisibility({ IntersectionObserver: FakeObserver, IntersectionObserverEntry: EntryV2 } as unknown as typeof window)!;
    const element = document.createElement('section');
    const seen: boolean[] = [];
    const stop = watch(element, (visible) => seen.push(visible));
    const [observer] = observers;
    expect(observer!.options).toEqual({ trackVisibility: true, delay: 100 });
    expect(observer!.observed).toEqual([element]);
    const entries = (...visible: boolean[]) => visible.map((isVisible) => ({ isVisible })) as unknown as IntersectionObserverEntry[];
    observer!.callback(entries(false, true), {} as IntersectionObserver);
    observer!.callback(entries(false), {} as IntersectionObserver);
    expect(seen).toEqual([true, false]);
    stop();
    expect(observer!.disconnected).toBe(true);
  });
});
