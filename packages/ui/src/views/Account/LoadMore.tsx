import { useMessages } from '../../i18n/useMessages.js';
import { accountMessages } from './messages.js';

/** The history's next page, on request (a button, so keyboards and screen readers reach it as easily as a scroll). */
export function LoadMore({ loading, onLoad }: { loading: boolean; onLoad(): void }) {
  const t = useMessages(accountMessages);
  return (
    <button type="button" className="latch-button latch-button--secondary latch-account__more" disabled={loading} aria-busy={loading || undefined} onClick={onLoad}>
      {loading ? t('account.loading') : t('account.loadMore')}
    </button>
  );
}
