import { useEffect, useMemo, useState } from 'react';
import { selectActiveAccount, selectTokenBalances, type TokenBalance } from '@latch/core';
import { BALANCE_RETRY_GAP_MS, loadTokenBalances, tokenBalanceUnavailable } from '@latch/core/internal';
import { WalletIcon } from '../../components/WalletIcon/WalletIcon.js';
import { useLatch, useLatchSelector, useTheme } from '../../context/LatchContext.js';
import { ListEmpty, ListError, ListSkeleton } from './ListStates.js';
import { useRetryReady } from './useRetryReady.js';
import { localBalance } from '../../i18n/localAmount.js';
import { usePluralMessages } from '../../i18n/plural.js';
import { useCoreText, useMessages } from '../../i18n/useMessages.js';
import { accountListMessages } from './listMessages.js';

/** The token's worth in USD: the API's value, else price times quantity. */
export function tokenUsdValue(token: TokenBalance): number {
  return token.value ?? token.price * (Number(token.quantity.numeric) || 0);
}

function TokenRow({ token, usd, locale }: { token: TokenBalance; usd: Intl.NumberFormat; locale: string }) {
  return (
    <li className="latch-token">
      <WalletIcon name={token.symbol} imageUrl={token.iconUrl} />
      <span className="latch-token__name">
        <span className="latch-token__title">{token.name}</span>
        <span className="latch-token__amount">
          {localBalance(token.quantity.numeric, token.symbol, locale)}
        </span>
      </span>
      <span className="latch-token__value">{usd.format(tokenUsdValue(token))}</span>
    </li>
  );
}

/** The portfolio of the active account (core drops zero-decimal tokens and spaces retries 30 s apart). */
export function TokensTab() {
  const latch = useLatch();
  const { locale } = useTheme();
  const t = useMessages(accountListMessages);
  const tCount = usePluralMessages(accountListMessages);
  const coreText = useCoreText();
  const usd = useMemo(() => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }), [locale]);
  const account = useLatchSelector(selectActiveAccount);
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<string>();
  const caipAddress = account?.caipAddress;
  const failedAt = account?.tokenBalanceFailedAt;
  const retryReady = useRetryReady(failedAt, BALANCE_RETRY_GAP_MS);
  const request = `${caipAddress}#${attempt}`;

  useEffect(() => {
    if (!caipAddress) return undefined;
    let live = true;
    loadTokenBalances(latch)
      .catch(() => undefined)
      .finally(() => live && setSettled(request));
    return () => {
      live = false;
    };
  }, [latch, caipAddress, request]);

  const loading = settled !== request;
  const tokens = useLatchSelector(selectTokenBalances);
  if (loading && (tokens.length === 0 || failedAt !== undefined)) return <ListSkeleton label={t('account.loadingTokens')} />;
  if (failedAt !== undefined) {
    return (
      <ListError
        message={coreText(tokenBalanceUnavailable)}
        onRetry={() => setAttempt((n) => n + 1)}
        retryReady={retryReady}
        hint={retryReady ? undefined : tCount('account.retryIn30s', { seconds: BALANCE_RETRY_GAP_MS / 1000 })}
      />
    );
  }
  if (tokens.length === 0) return <ListEmpty title={t('account.noTokens')}>{t('account.noTokensText')}</ListEmpty>;
  return (
    <ul className="latch-account__list" aria-label={t('account.tokens')}>
      {tokens.map((token) => (
        <TokenRow key={`${token.chainId}:${token.address ?? token.symbol}`} token={token} usd={usd} locale={locale} />
      ))}
    </ul>
  );
}
