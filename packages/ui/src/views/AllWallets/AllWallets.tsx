import { memo, useEffect, useId, useMemo, useState } from 'react';
import { type Wallet } from '@latch/core';
import { loadMoreWallets, loadWallets, normalizeSearch, pickWallet, searchWallets, selectAllWallets, selectRecentWallets, selectTypedSearch, selectWalletListStatus, WALLET_SEARCH_DEBOUNCE_MS, type ListedWallet } from '@latch/core/internal';
import { useLatch, useLatchSelector } from '../../context/LatchContext.js';
import { VirtualList } from '../../components/VirtualList/VirtualList.js';
import { WalletIcon } from '../../components/WalletIcon/WalletIcon.js';
import { usePreparedPairing } from '../../hooks/usePreparedPairing.js';
import { useMessages } from '../../i18n/useMessages.js';
import { LIST_HEIGHT, ListEmpty, ListFailed, ListLoading } from './ListStatus.js';
import { allWalletsMessages } from './messages.js';

/** Row height in pixels. */
const ROW_HEIGHT = 56;
const LIST_SHAPE = { rowHeight: ROW_HEIGHT, height: LIST_HEIGHT, keyOf: (wallet: ListedWallet) => wallet.id };
/**
 * A row's icon downloads once the row has stayed this long: rows scrolled past, or the results of
 * every keystroke, download none. Each icon's arrival is main-thread work (an SVG is a document of
 * its own) that held back the frame showing a search's results by hundreds of ms at 4x CPU.
 */
const ICON_DELAY_MS = 150;

/** Every wallet of the listing (SPEC 2): search, recent, featured, recommended, then pages of 40 as the person scrolls. */
export default function AllWallets() {
  const latch = useLatch();
  const t = useMessages(allWalletsMessages);
  const mobile = latch.platform.isMobile();
  const listStatus = useLatchSelector(selectWalletListStatus);
  const recent = useLatchSelector(selectRecentWallets);
  const all = useLatchSelector((state) => selectAllWallets(state, mobile));
  const typed = useLatchSelector((state) => selectTypedSearch(state, mobile));
  // The field starts empty when the view comes back, whatever the store holds of an earlier search.
  const [search, setSearch] = useState({ input: '', typedAt: 0 });
  const searchId = useId();
  usePreparedPairing(true);

  // On entering the view (answered from the cache when the modal's opening asked already): later pages come with scrolling.
  useEffect(() => void loadWallets(latch), [latch]);

  const text = normalizeSearch(search.input);
  const searching = text !== '';
  const answer = searching && typed?.text === text && (typed.wallets || typed.error) ? typed : undefined;
  // SPEC 9's wait, from the keystroke: what came before it is laid out now and shown by the browser in
  // the first frame after it, with no render then. Meanwhile the loading state shows, as tall as the
  // list: rows still shown would be replaced under the pointer of a person about to pick one.
  const shownFrom = answer && !answer.atOnce ? search.typedAt + WALLET_SEARCH_DEBOUNCE_MS : undefined;
  const listing = useMemo(() => withRecentFirst(recent, all), [recent, all]);

  const onSearch = (input: string, eventTime: number) => {
    // An event time on another clock than performance's, as in some test DOMs, reads as now.
    const typedAt = Math.min(eventTime, performance.now());
    setSearch({ input, typedAt });
    void searchWallets(latch, input, performance.now() - typedAt);
  };

  return (
    <div className="latch-all-wallets">
      <label htmlFor={searchId} className="latch-visually-hidden">
        {t('allWallets.searchLabel')}
      </label>
      <input
        id={searchId}
        className="latch-all-wallets__search"
        type="search"
        placeholder={t('allWallets.searchPlaceholder')}
        autoComplete="off"
        spellCheck={false}
        value={search.input}
        onChange={(event) => onSearch(event.target.value, event.timeStamp)}
      />
      {searching ? (
        <>
          <ListLoading answered={Boolean(answer)} shownUntil={shownFrom} />
          {answer?.wallets?.length === 0 && <ListEmpty text={search.input.trim()} hiddenUntil={shownFrom} />}
          {answer && !answer.wallets && <ListFailed hiddenUntil={shownFrom} onRetry={() => void searchWallets(latch, search.input)} />}
        </>
      ) : (
        listing.length === 0 &&
        (listStatus.error && !listStatus.loading ? <ListFailed onRetry={() => void loadWallets(latch)} /> : listStatus.loading ? <ListLoading /> : <ListEmpty />)
      )}
      {listing.length > 0 && (
        // Kept, unseen, while searching: showing results unmounts nothing, and clearing the search finds
        // the listing where it was scrolled to.
        <VirtualList
          key="listing"
          {...LIST_SHAPE}
          pending={searching}
          items={listing}
          label={t('allWallets.wallets')}
          onEndReached={() => void loadMoreWallets(latch)}
          renderRow={(wallet) => <WalletRow wallet={wallet} recent={recent.some((r) => r.id === wallet.id)} />}
        />
      )}
      {answer?.wallets && answer.wallets.length > 0 && (
        // Each search's results start at the top, wherever the listing was scrolled to.
        <VirtualList key={`search:${answer.text}`} {...LIST_SHAPE} shownFrom={shownFrom} items={answer.wallets} label={t('allWallets.results')} renderRow={resultRow} />
      )}
    </div>
  );
}

/** One wallet's row, rendered again only when its wallet or tag changes (not at every scroll event of the list). */
const WalletRow = memo(function WalletRow({ wallet, recent }: { wallet: ListedWallet; recent: boolean }) {
  const latch = useLatch();
  const t = useMessages(allWalletsMessages);
  const tag = wallet.installed ? t('allWallets.installed') : recent ? t('allWallets.recent') : '';
  return (
    <button type="button" className="latch-list-button" onClick={() => pickWallet(latch, wallet)}>
      <WalletIcon name={wallet.name} imageUrl={wallet.image_url} loadDelayMs={ICON_DELAY_MS} />
      <span className="latch-connect__name">{wallet.name}</span>
      {tag && <span className="latch-connect__tag">{tag}</span>}
    </button>
  );
});

const resultRow = (wallet: ListedWallet) => <WalletRow wallet={wallet} recent={false} />;

/** The recent wallets first (newest first), then the listing without them. At most 2 recent: no map of the whole listing. */
function withRecentFirst(recent: readonly Wallet[], all: readonly ListedWallet[]): readonly ListedWallet[] {
  if (recent.length === 0) return all;
  const first = recent.map((wallet) => ({ ...wallet, installed: all.find((w) => w.id === wallet.id)?.installed ?? false }));
  return [...first, ...all.filter((wallet) => !recent.some((r) => r.id === wallet.id))];
}
