/** @jest-environment jsdom */
import { withRemovableWindowListeners } from './windowListeners.js';

const windowsOwn = window.addEventListener;

describe('withRemovableWindowListeners', () => {
  it("removes the online and offline listeners added during the start when the signal aborts, and no other", async () => {
    const sdkListeners = new AbortController();
    const heard: string[] = [];
    const onOnline = () => heard.push('online');
    const onOffline = () => heard.push('offline');
    const onFocus = () => heard.push('focus');
    await withRemovableWindowListeners(sdkListeners.signal, async () => {
      await Promise.resolve();
      window.addEventListener('online', onOnline);
      window.addEventListener('offline', onOffline, true);
      window.addEventListener('focus', onFocus);
    });
    const dispatchAll = () => ['online', 'offline', 'focus'].forEach((type) => window.dispatchEvent(new Event(type)));
    dispatchAll();
    expect(heard).toEqual(['online', 'offline', 'focus']);
    sdkListeners.abort();
    dispatchAll();
    expect(heard).toEqual(['online', 'offline', 'focus', 'focus']);
    window.removeEventListener('focus', onFocus);
  });

  it('leaves a registration its own signal: either abort removes it', async () => {
    for (const aborted of ['theirs', 'ours'] as const) {
      const sdkListeners = new AbortController();
      const theirs = new AbortController();
      const heard = jest.fn();
      await withRemovableWindowListeners(sdkListeners.signal, async () => window.addEventListener('online', heard, { signal: theirs.signal }));
      window.dispatchEvent(new Event('online'));
      (aborted === 'theirs' ? theirs : sdkListeners).abort();
      window.dispatchEvent(new Event('online'));
      expect(heard).toHaveBeenCalledTimes(1);
    }
  });

  it("gives the window its own addEventListener back, even when the start fails", async () => {
    await expect(withRemovableWindowListeners(new AbortController().signal, async () => Promise.reject(new Error('relay down')))).rejects.toThrow('relay down');
    expect(window.addEventListener).toBe(windowsOwn);
    const later = jest.fn();
    window.addEventListener('online', later);
    window.dispatchEvent(new Event('online'));
    expect(later).toHaveBeenCalledTimes(1);
    window.removeEventListener('online', later);
  });

  it('gives registrations of starts that overlap to the first, and restores the window once both end', async () => {
    const first = new AbortController();
    let finishFirst!: () => void;
    const heard = jest.fn();
    const running = withRemovableWindowListeners(first.signal, () => new Promise<void>((resolve) => (finishFirst = resolve)));
    await withRemovableWindowListeners(new AbortController().signal, async () => window.addEventListener('online', heard));
    expect(window.addEventListener).not.toBe(windowsOwn);
    finishFirst();
    await running;
    expect(window.addEventListener).toBe(windowsOwn);
    first.abort();
    window.dispatchEvent(new Event('online'));
    expect(heard).not.toHaveBeenCalled();
  });
});
