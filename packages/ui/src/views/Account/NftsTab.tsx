import { useMemo } from 'react';
import { type Transaction } from '@latch/core';
import { failedToFetchTransactions } from '@latch/core/internal';
import { ListEmpty, ListError, ListSkeleton } from './ListStates.js';
import { LoadMore } from './LoadMore.js';
import { useHistory } from './useHistory.js';
import { useCoreText, useMessages } from '../../i18n/useMessages.js';
import { accountMessages } from './messages.js';

interface Nft {
  key: string;
  name: string;
  image?: string;
}

/** The NFTs of the history's transfers; spam ones are left out (core hides all-spam transactions, this any spam transfer). */
export function nftsOf(transactions: readonly Transaction[], unnamed: string): Nft[] {
  return transactions.flatMap((transaction) =>
    transaction.transfers.flatMap((transfer, index) => {
      const info = transfer.nft_info;
      if (!info || info.flags.is_spam) return [];
      return [{ key: `${transaction.id}:${index}`, name: info.name ?? unnamed, image: info.content?.preview?.url }];
    }),
  );
}

export function NftsTab() {
  const history = useHistory();
  const t = useMessages(accountMessages);
  const coreText = useCoreText();
  const unnamed = t('account.unnamedNft');
  const nfts = useMemo(() => nftsOf(history.transactions, unnamed), [history.transactions, unnamed]);
  if (history.status === 'loading') return <ListSkeleton label={t('account.loadingNfts')} />;
  if (history.status === 'error') return <ListError message={coreText(failedToFetchTransactions)} onRetry={history.retry} />;
  return (
    <>
      {nfts.length === 0 ? (
        <ListEmpty title={t('account.noNfts')}>{t('account.noNftsText')}</ListEmpty>
      ) : (
        <ul className="latch-nfts" aria-label={t('account.nfts')}>
          {nfts.map((nft) => (
            <li key={nft.key} className="latch-nft">
              {nft.image ? (
                <img className="latch-nft__image" src={nft.image} alt={t('account.previewOf', { name: nft.name })} loading="lazy" />
              ) : (
                <span className="latch-nft__image latch-nft__image--none" aria-hidden="true">
                  NFT
                </span>
              )}
              <span className="latch-nft__name">{nft.name}</span>
            </li>
          ))}
        </ul>
      )}
      {history.hasMore && <LoadMore loading={history.loadingMore} onLoad={history.loadMore} />}
    </>
  );
}
