import { useMemo } from 'react';
import { localDecimal, type Transaction, type Transfer } from '@latch/core';
import { failedToFetchTransactions, floorBalance } from '@latch/core/internal';
import { WalletIcon } from '../../components/WalletIcon/WalletIcon.js';
import { useTheme } from '../../context/LatchContext.js';
import { useLatchClock } from '../../hooks/useLatchClock.js';
import { groupByDay } from './activityGroups.js';
import { ListEmpty, ListError, ListSkeleton } from './ListStates.js';
import { LoadMore } from './LoadMore.js';
import { useHistory } from './useHistory.js';
import { useCoreText, useMessages } from '../../i18n/useMessages.js';
import { accountListMessages } from './listMessages.js';
import { activityMessages, type ActivityMessageId } from './activityMessages.js';

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** An operation type or status the catalogue names, in the locale; another one as the API sends it, capitalised. */
function useActivityWord() {
  const t = useMessages(activityMessages);
  return (kind: 'type' | 'status', word: string) => {
    const id = `activity.${kind}.${word}`;
    return id in activityMessages ? t(id as ActivityMessageId) : capitalize(word);
  };
}

/** "+1.5 USDC", "−0.2 ETH" or the NFT's name. */
export function transferText(transfer: Transfer, nft: string, locale: string): string {
  if (transfer.nft_info) return transfer.nft_info.name ?? nft;
  const sign = transfer.direction === 'in' ? '+' : transfer.direction === 'out' ? '−' : '';
  return `${sign}${localDecimal(floorBalance(transfer.quantity.numeric), locale)} ${transfer.fungible_info?.symbol ?? ''}`.trim();
}

function ActivityRow({ transaction, time }: { transaction: Transaction; time: Intl.DateTimeFormat }) {
  const t = useMessages(accountListMessages);
  const word = useActivityWord();
  const { locale } = useTheme();
  const { metadata, transfers } = transaction;
  const first = transfers[0];
  const icon = first?.fungible_info?.icon?.url ?? first?.nft_info?.content?.preview?.url;
  const minedAt = Date.parse(metadata.minedAt);
  return (
    <li className="latch-activity">
      <WalletIcon name={first?.fungible_info?.symbol ?? metadata.operationType} imageUrl={icon} />
      <span className="latch-activity__main">
        <span className="latch-activity__title">
          {word('type', metadata.operationType)}
          {metadata.status !== 'confirmed' && <span className="latch-activity__status"> · {word('status', metadata.status)}</span>}
        </span>
        <span className="latch-activity__detail">{transfers.map((transfer) => transferText(transfer, t('account.nft'), locale)).join(', ')}</span>
      </span>
      {!Number.isNaN(minedAt) && (
        <time className="latch-activity__time" dateTime={metadata.minedAt}>
          {time.format(minedAt)}
        </time>
      )}
    </li>
  );
}

/** The account's transactions on the active network, by day, a page at a time. */
export function ActivityTab() {
  const history = useHistory();
  const clock = useLatchClock();
  const { locale } = useTheme();
  const t = useMessages(accountListMessages);
  const coreText = useCoreText();
  const today = t('account.today');
  const yesterday = t('account.yesterday');
  const unknown = t('account.unknownDate');
  const groups = useMemo(
    () => groupByDay(history.transactions, clock.now(), { locale, today, yesterday, unknown }),
    [history.transactions, clock, locale, today, yesterday, unknown],
  );
  const time = useMemo(() => new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }), [locale]);
  if (history.status === 'loading') return <ListSkeleton label={t('account.loadingActivity')} />;
  if (history.status === 'error') return <ListError message={coreText(failedToFetchTransactions)} onRetry={history.retry} />;
  if (history.status === 'empty') return <ListEmpty title={t('account.noActivity')}>{t('account.noActivityText')}</ListEmpty>;
  return (
    <div className="latch-activity-groups">
      {groups.map((group) => (
        <section key={group.label} className="latch-activity-group">
          <h3 className="latch-activity-group__label">{group.label}</h3>
          <ul className="latch-account__list">
            {group.transactions.map((transaction) => (
              <ActivityRow key={transaction.id} transaction={transaction} time={time} />
            ))}
          </ul>
        </section>
      ))}
      {history.hasMore && <LoadMore loading={history.loadingMore} onLoad={history.loadMore} />}
    </div>
  );
}
