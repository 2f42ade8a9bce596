/** The history's next page, on request (a button, so keyboards and screen readers reach it as easily as a scroll). */
export function LoadMore({ loading, onLoad }: { loading: boolean; onLoad(): void }) {
  return (
    <button type="button" className="latch-button latch-button--secondary latch-account__more" disabled={loading} aria-busy={loading || undefined} onClick={onLoad}>
      {loading ? 'Loading…' : 'Load more'}
    </button>
  );
}
