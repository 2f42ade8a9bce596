import { useEffect, useRef, useState, type ReactNode, type UIEvent } from 'react';
import { useHold } from '../../hooks/useHold.js';

export interface VirtualListProps<T> {
  items: readonly T[];
  /** Every row has this height in pixels (CSS must agree). */
  rowHeight: number;
  /** The visible height in pixels. */
  height: number;
  /** Rows rendered beyond each edge of the visible ones, so fast scrolling shows no gap. */
  overscan?: number;
  /** Called when the last row comes within `overscan` rows of view: the next page. */
  onEndReached?: () => void;
  keyOf(item: T): string;
  renderRow(item: T, index: number): ReactNode;
  label: string;
  /** Laid out but not shown (nor heard, nor hit): showing it then needs no new layout, only a paint. */
  pending?: boolean;
  /**
   * Painted now but seen from this time on (performance.now()'s clock), in the browser's first frame
   * after: until then it is see-through and inert (see useHold).
   */
  shownFrom?: number;
}

/**
 * The rows a scroll position shows, with overscan, clamped to the list. A position past the end (the
 * list got shorter while scrolled down, before the browser's scroll event says so) shows the last rows.
 */
export function visibleRange(scrollTop: number, height: number, rowHeight: number, count: number, overscan: number) {
  const top = Math.min(scrollTop, Math.max(0, count * rowHeight - height));
  const first = Math.max(0, Math.floor(top / rowHeight) - overscan);
  const last = Math.min(count, Math.ceil((top + height) / rowHeight) + overscan);
  return { first, last };
}

/**
 * A list that keeps only the rows in view (plus overscan) in the DOM, whatever its length: the
 * full registry has hundreds of wallets. Rows are positioned absolutely inside a spacer as tall
 * as the whole list, so the scrollbar stays truthful.
 */
export function VirtualList<T>({ items, rowHeight, height, overscan = 6, onEndReached, keyOf, renderRow, label, pending, shownFrom }: VirtualListProps<T>) {
  const [scrollTop, setScrollTop] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  useHold(root, 'see-through', shownFrom);
  const { first, last } = visibleRange(scrollTop, height, rowHeight, items.length, overscan);
  const endReached = useRef(onEndReached);
  useEffect(() => {
    endReached.current = onEndReached;
  });

  useEffect(() => {
    if (items.length > 0 && last >= items.length) endReached.current?.();
  }, [last, items.length]);

  const onScroll = (event: UIEvent<HTMLDivElement>) => setScrollTop(event.currentTarget.scrollTop);

  return (
    <div ref={root} className={`latch-virtual-list${pending ? ' latch-virtual-list--pending' : ''}${shownFrom === undefined ? '' : ' latch-virtual-list--layered'}`} style={{ height }} onScroll={onScroll} aria-hidden={pending || undefined}>
      <ul className="latch-virtual-list__spacer" aria-label={label} style={{ height: items.length * rowHeight }}>
        {items.slice(first, last).map((item, offset) => (
          <li
            key={keyOf(item)}
            className="latch-virtual-list__row"
            style={{ transform: `translateY(${(first + offset) * rowHeight}px)`, height: rowHeight }}
            aria-setsize={items.length}
            aria-posinset={first + offset + 1}
          >
            {renderRow(item, first + offset)}
          </li>
        ))}
      </ul>
    </div>
  );
}
