import { useEffect } from 'react';
import { disconnect, formatBalance, selectActiveAccount } from '@latch/core';
import { loadIdentity } from '@latch/core/internal';
import { useLatch, useLatchSelector, useTheme } from '../../context/LatchContext.js';
import { AccountEmail } from './AccountEmail.js';
import { AccountFacts } from './AccountFacts.js';
import { AccountPasskey } from './AccountPasskey.js';
import { AccountTabs } from './AccountTabs.js';
import { Profile } from './Profile.js';
import { WalletFeatures } from './WalletFeatures.js';
import { useCoreText, useMessages } from '../../i18n/useMessages.js';
import { accountMessages } from './messages.js';

function Balance() {
  const account = useLatchSelector(selectActiveAccount);
  const { locale } = useTheme();
  const t = useMessages(accountMessages);
  const coreText = useCoreText();
  if (account?.balanceError) return <span className="latch-account__balance-error">{coreText(account.balanceError)}</span>;
  const text = formatBalance(account?.balance, account?.balanceSymbol, locale);
  if (text === undefined) return <span className="latch-skeleton" aria-label={t('account.loadingBalance')} role="img" />;
  return <>{text}</>;
}

/** The connected account: profile, balance floored to 3 decimals, network, wallet features, tabs and disconnect. */
export default function Account() {
  const latch = useLatch();
  const account = useLatchSelector(selectActiveAccount);
  const t = useMessages(accountMessages);
  const caipAddress = account?.caipAddress;
  useEffect(() => {
    if (caipAddress) void loadIdentity(latch).catch(() => undefined);
  }, [latch, caipAddress]);
  if (!account?.address) return <p className="latch-account__none">{t('account.none')}</p>;

  const disconnectWallet = () => {
    // Local state is cleared even when the wallet fails to answer, and the router leaves this view.
    disconnect(latch).catch(() => undefined);
  };

  return (
    <div className="latch-account">
      <Profile account={{ ...account, address: account.address }} />
      <AccountEmail />
      <p className="latch-account__balance" aria-live="polite" data-testid="latch-balance">
        <Balance />
      </p>
      <WalletFeatures />
      <AccountPasskey />
      <AccountFacts account={account} />
      <AccountTabs />
      <button type="button" className="latch-button latch-button--secondary latch-account__disconnect" onClick={disconnectWallet}>
        {t('account.disconnect')}
      </button>
    </div>
  );
}
