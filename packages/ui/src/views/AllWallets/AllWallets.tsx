import { memo, useEffect, useId, useMemo, useState } from 'react';
import { type Wallet } from '@latch/core';
import { loadMoreWallets, loadWallets, normalizeSearch, pickWallet, searchWallets, selectAllWallets, selectNextSearchResults, selectRecentWallets, selectShownSearchText, selectWalletListStatus, selectWalletSearchResults, selectWalletSearchStatus, type ListedWallet } from '@latch/core/internal';
import { useLatch, useLatchSelector } from '../../context/LatchContext.js';
import { VirtualList } from '../../components/VirtualList/VirtualList.js';
import { WalletIcon } from '../../components/WalletIcon/WalletIcon.js';
import { usePreparedPairing } from '../../hooks/usePreparedPairing.js';
import { useMessages } from '../../i18n/useMessages.js';
import { allWalletsMessages } from './messages.js';

/** Row height and list height in pixels. */
const ROW_HEIGHT = 56;
const LIST_HEIGHT = 392;
/** The loading, error and no-match states are as tall as the list, so the modal keeps its height through a search. */
const AS_TALL_AS_LIST = { minHeight: LIST_HEIGHT };
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
  const searchStatus = useLatchSelector(selectWalletSearchStatus);
  const recent = useLatchSelector(selectRecentWallets);
  const all = useLatchSelector((state) => selectAllWallets(state, mobile));
  const results = useLatchSelector((state) => selectWalletSearchResults(state, mobile));
  const shownText = useLatchSelector(selectShownSearchText);
  const next = useLatchSelector((state) => selectNextSearchResults(state, mobile));
  const [text, setText] = useState('');
  const searchId = useId();
  usePreparedPairing(true);

  // On entering the view (answered from the cache when the modal's opening asked already): later pages come with scrolling.
  useEffect(() => void loadWallets(latch), [latch]);

  const searching = normalizeSearch(text) !== '';
  // In SPEC 9's wait the loading state shows, as tall as the list: rows still shown then would be
  // replaced under the pointer of a person about to pick one. (The field starts empty when the view
  // comes back, whatever the store holds of an earlier search.)
  const showingResults = searching && shownText === normalizeSearch(text);
  const listing = useMemo(() => withRecentFirst(recent, all), [recent, all]);
  const wallets = searching ? (showingResults ? results : NO_WALLETS) : listing;
  const { loading, error } = searching ? searchStatus : listStatus;

  const onSearch = (value: string, typedAt: number) => {
    setText(value);
    // SPEC 9's wait counts from the keystroke, not from when this handler got to run. (An event time
    // on another clock than performance's, as in some test DOMs, reads as no time at all.)
    void searchWallets(latch, value, Math.max(0, performance.now() - typedAt));
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
        value={text}
        onChange={(event) => onSearch(event.target.value, event.timeStamp)}
      />
      {wallets.length === 0 &&
        (error && !loading ? (
          <div className="latch-all-wallets__status" style={AS_TALL_AS_LIST} role="alert">
            <p>{t('allWallets.loadFailed')}</p>
            <button type="button" className="latch-button" onClick={() => void (searching ? searchWallets(latch, text) : loadWallets(latch))}>
              {t('allWallets.tryAgain')}
            </button>
          </div>
        ) : loading ? (
          <div className="latch-all-wallets__status" style={AS_TALL_AS_LIST} aria-busy="true" aria-live="polite">
            <span className="latch-skeleton" />
            <span className="latch-skeleton" />
            <span className="latch-visually-hidden">{t('allWallets.loading')}</span>
          </div>
        ) : (
          <p className="latch-all-wallets__status" style={AS_TALL_AS_LIST} role="status">
            {searching ? t('allWallets.noMatch', { text: text.trim() }) : t('allWallets.none')}
          </p>
        ))}
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
      {showingResults && results.length > 0 && (
        // Each search's results start at the top, wherever the listing was scrolled to.
        <VirtualList key={`search:${shownText}`} {...LIST_SHAPE} items={results} label={t('allWallets.results')} renderRow={resultRow} />
      )}
      {searching && next && next.wallets.length > 0 && (
        // The next results, answered before SPEC 9's wait ends, laid out unseen under the key they will be
        // shown with: React keeps that list when the wait ends, so showing them is only a paint.
        <VirtualList key={`search:${next.text}`} {...LIST_SHAPE} pending items={next.wallets} label={t('allWallets.results')} renderRow={resultRow} />
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

const NO_WALLETS: readonly ListedWallet[] = [];
const resultRow = (wallet: ListedWallet) => <WalletRow wallet={wallet} recent={false} />;

/** The recent wallets first (newest first), then the listing without them. At most 2 recent: no map of the whole listing. */
function withRecentFirst(recent: readonly Wallet[], all: readonly ListedWallet[]): readonly ListedWallet[] {
  if (recent.length === 0) return all;
  const first = recent.map((wallet) => ({ ...wallet, installed: all.find((w) => w.id === wallet.id)?.installed ?? false }));
  return [...first, ...all.filter((wallet) => !recent.some((r) => r.id === wallet.id))];
}
