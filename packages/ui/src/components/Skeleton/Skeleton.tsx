/** Placeholder rows while a view's data loads; `label` tells screen readers what is loading. */
export function Skeleton({ label, rows }: { label: string; rows: number }) {
  return (
    <div className="latch-skeleton-rows">
      <span className="latch-visually-hidden" role="status">
        {label}
      </span>
      {Array.from({ length: rows }, (_, row) => (
        <span key={row} className="latch-skeleton latch-skeleton-rows__row" aria-hidden="true" />
      ))}
    </div>
  );
}
