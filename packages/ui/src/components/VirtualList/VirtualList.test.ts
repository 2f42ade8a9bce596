import { visibleRange } from './VirtualList.js';

describe('visibleRange', () => {
  it('covers the rows in view plus the overscan on each side, within the list', () => {
    expect(visibleRange(0, 392, 56, 600, 6)).toEqual({ first: 0, last: 13 });
    expect(visibleRange(56 * 100, 392, 56, 600, 6)).toEqual({ first: 94, last: 113 });
    expect(visibleRange(56 * 600 - 392, 392, 56, 600, 6)).toEqual({ first: 587, last: 600 });
  });

  it('shows the last rows, never none, for a position past the end of a list that got shorter', () => {
    expect(visibleRange(56 * 4990, 392, 56, 11, 6)).toEqual({ first: 0, last: 11 });
    expect(visibleRange(56 * 4990, 392, 56, 100, 6)).toEqual({ first: 87, last: 100 });
  });

  it('never renders more than the view and twice the overscan, whatever the length', () => {
    for (const scrollTop of [0, 1234, 56 * 300 + 17, 56 * 10_000]) {
      const { first, last } = visibleRange(scrollTop, 392, 56, 100_000, 6);
      expect(last - first).toBeLessThanOrEqual(Math.ceil(392 / 56) + 1 + 12);
    }
  });
});
