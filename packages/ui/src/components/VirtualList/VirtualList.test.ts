import { visibleRange } from './VirtualList.js';

describe('visibleRange', () => {
  it('covers the rows in view plus the overscan on each side, within the list', () => {
    expect(visibleRange(0, 392, 56, 600, 6)).toEqual({ first: 0, last: 13 });
    expect(visibleRange(56 * 100, 392, 56, 600, 6)).toEqual({ first: 94, last: 113 });
    expect(visibleRange(56 * 598, 392, 56, 600, 6)).toEqual({ first: 592, last: 600 });
  });

  it('never renders more than the view and twice the overscan, whatever the length', () => {
    for (const scrollTop of [0, 1234, 56 * 300 + 17, 56 * 10_000]) {
      const { first, last } = visibleRange(scrollTop, 392, 56, 100_000, 6);
      expect(last - first).toBeLessThanOrEqual(Math.ceil(392 / 56) + 1 + 12);
    }
  });
});
