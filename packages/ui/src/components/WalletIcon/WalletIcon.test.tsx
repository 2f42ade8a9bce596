import { act, render } from '@testing-library/react';
import { WalletIcon } from './WalletIcon.js';

/** jsdom fetches no images: this stand-in lets each test say when the image loads or fails. */
class ControlledImage {
  static last: ControlledImage | undefined;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  src = '';
  complete = false;
  constructor() {
    ControlledImage.last = this;
  }
}

const realImage = globalThis.Image;
beforeEach(() => {
  jest.useFakeTimers();
  globalThis.Image = ControlledImage as unknown as typeof Image;
});
afterEach(() => {
  jest.useRealTimers();
  globalThis.Image = realImage;
});

/** Read through a call, so TypeScript does not keep the narrowing of an earlier check. */
const lastImage = () => ControlledImage.last;
const icon = (container: HTMLElement) => container.firstElementChild!;

describe('WalletIcon', () => {
  it('shows the initial until the image has loaded, then the image', () => {
    const { container } = render(<WalletIcon name="rainbow" imageUrl="http://127.0.0.1/rainbow.png" />);
    expect(icon(container).textContent).toBe('R');
    expect(ControlledImage.last?.src).toBe('http://127.0.0.1/rainbow.png');
    act(() => {
      jest.advanceTimersByTime(1_999);
      ControlledImage.last?.onload?.();
    });
    expect(icon(container).tagName).toBe('IMG');
    expect(icon(container).getAttribute('src')).toBe('http://127.0.0.1/rainbow.png');
  });

  it('stops the download of an image that has not loaded when it goes, and keeps one that has', () => {
    const gone = render(<WalletIcon name="Gone" imageUrl="http://127.0.0.1/gone.png" />);
    const pending = ControlledImage.last!;
    gone.unmount();
    expect(pending.src).toBe('');
    const shown = render(<WalletIcon name="Shown" imageUrl="http://127.0.0.1/shown.png" />);
    const loaded = ControlledImage.last!;
    act(() => {
      loaded.complete = true;
      loaded.onload?.();
    });
    shown.unmount();
    expect(loaded.src).toBe('http://127.0.0.1/shown.png');
  });

  it('keeps the placeholder when the image takes longer than 2 s, or fails', () => {
    const slow = render(<WalletIcon name="Slow" imageUrl="http://127.0.0.1/slow.png" />);
    act(() => {
      jest.advanceTimersByTime(2_000);
      ControlledImage.last?.onload?.();
    });
    expect(icon(slow.container).textContent).toBe('S');
    const broken = render(<WalletIcon name="Broken" imageUrl="http://127.0.0.1/broken.png" />);
    act(() => ControlledImage.last?.onerror?.());
    expect(icon(broken.container).textContent).toBe('B');
  });

  it('with a load delay, downloads nothing for an icon gone before it, and the image once it has passed', () => {
    ControlledImage.last = undefined;
    const passing = render(<WalletIcon name="Passing" imageUrl="http://127.0.0.1/passing.png" loadDelayMs={150} />);
    act(() => jest.advanceTimersByTime(149));
    passing.unmount();
    act(() => jest.advanceTimersByTime(1_000));
    expect(lastImage()).toBeUndefined();
    const staying = render(<WalletIcon name="Staying" imageUrl="http://127.0.0.1/staying.png" loadDelayMs={150} />);
    act(() => jest.advanceTimersByTime(150));
    expect(lastImage()?.src).toBe('http://127.0.0.1/staying.png');
    act(() => lastImage()?.onload?.());
    expect(icon(staying.container).getAttribute('src')).toBe('http://127.0.0.1/staying.png');
  });

  it('shows "?" for a wallet without a name or image', () => {
    const { container } = render(<WalletIcon name="  " />);
    expect(icon(container).textContent).toBe('?');
  });
});
