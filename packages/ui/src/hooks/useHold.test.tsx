import { useRef } from 'react';
import { render } from '@testing-library/react';
import { useHold, type AfterHold, type Hold } from './useHold.js';

// The test DOM has no Web Animations: a recording stand-in for the element's `animate` and the document's timeline.
interface Recorded {
  keyframes: PropertyIndexedKeyframes;
  duration: number;
  startTime: number | null;
  cancelled: boolean;
  finish: () => void;
}
let recorded: Recorded[] = [];
const NOW = 1_000;

beforeEach(() => {
  recorded = [];
  Object.defineProperty(document, 'timeline', { configurable: true, value: { currentTime: NOW } });
  HTMLElement.prototype.animate = function (keyframes, options) {
    let finish = () => {};
    const finished = new Promise<Animation>((resolve) => (finish = () => resolve(animation as unknown as Animation)));
    const entry: Recorded = { keyframes: keyframes as PropertyIndexedKeyframes, duration: (options as KeyframeAnimationOptions).duration as number, startTime: null, cancelled: false, finish };
    const animation = {
      finished,
      set startTime(time: number) {
        entry.startTime = time;
      },
      cancel: () => (entry.cancelled = true),
    };
    recorded.push(entry);
    return animation as unknown as Animation;
  };
});
afterEach(() => {
  delete (document as { timeline?: unknown }).timeline;
  delete (HTMLElement.prototype as { animate?: unknown }).animate;
});

function Held({ hold, until, afterHold }: { hold: Hold; until?: number; afterHold?: AfterHold }) {
  const ref = useRef<HTMLDivElement>(null);
  useHold(ref, hold, until, afterHold);
  return <div ref={ref} data-testid="held" />;
}

describe('useHold', () => {
  it('holds from the timeline\'s time to the given one, so the hold ends at that time and not a frame after', () => {
    render(<Held hold="hidden" until={NOW + 300} />);
    expect(recorded).toEqual([expect.objectContaining({ keyframes: { visibility: ['hidden', 'hidden'] }, duration: 300, startTime: NOW })]);
  });

  it('keeps a see-through element inert until the task after its hold ends, and lets it go when unmounted', async () => {
    const first = render(<Held hold="see-through" until={NOW + 120} />);
    const element = first.getByTestId('held');
    expect(recorded[0]?.keyframes).toEqual({ opacity: [0, 0] });
    expect(element.inert).toBe(true);
    recorded[0]!.finish();
    await Promise.resolve();
    expect(element.inert).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(element.inert).toBe(false);

    const second = render(<Held hold="see-through" until={NOW + 120} />);
    const other = second.getAllByTestId('held')[1]!;
    expect(other.inert).toBe(true);
    second.unmount();
    expect(recorded[1]?.cancelled).toBe(true);
    expect(other.inert).toBe(false);
  });

  it('holds nothing for a time already past, or without a time', () => {
    render(<Held hold="opaque" until={NOW} />);
    render(<Held hold="opaque" />);
    expect(recorded).toEqual([]);
  });

  it('holds nothing in a DOM without Web Animations', () => {
    delete (HTMLElement.prototype as { animate?: unknown }).animate;
    const { getByTestId } = render(<Held hold="see-through" until={NOW + 300} />);
    expect(getByTestId('held').inert).toBeFalsy();
  });

  it('runs what comes after the hold in the task after the hold ends, not before, and undoes it when the hold changes', async () => {
    const steps: string[] = [];
    const afterHold: AfterHold = (element) => {
      steps.push(`after ${element.dataset.testid}`);
      return () => steps.push('undone');
    };
    const { rerender } = render(<Held hold="opaque" until={NOW + 300} afterHold={afterHold} />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(steps).toEqual([]);
    recorded[0]!.finish();
    await Promise.resolve();
    expect(steps).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(steps).toEqual(['after held']);
    rerender(<Held hold="opaque" />);
    expect(steps).toEqual(['after held', 'undone']);
  });

  it('runs what comes after the hold in the next task when nothing is held, and not once the element is gone', async () => {
    const steps: string[] = [];
    const afterHold: AfterHold = () => void steps.push('after');
    render(<Held hold="opaque" afterHold={afterHold} />);
    render(<Held hold="opaque" until={NOW} afterHold={afterHold} />).unmount();
    expect(steps).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(steps).toEqual(['after']);
  });
});
