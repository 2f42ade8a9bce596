import { pushView, selectActiveNetwork, type AccountState } from '@latch/core';
import { selectCanSwitchNetwork, selectIsAuthConnector, selectPreferredAccountType, selectUnsupportedNetworkId } from '@latch/core/internal';
import { useLatch, useLatchSelector } from '../../context/LatchContext.js';
import { ACCOUNT_TYPE_NAMES } from './accountTypeNames.js';
import { AccountTypeSwitch } from './AccountTypeSwitch.js';
import { useMessages } from '../../i18n/useMessages.js';
import { accountMessages } from './messages.js';

/** Network (a button to the network list when switching is on), wallet and, for auth connectors, the account type and its switch. */
export function AccountFacts({ account }: { account: AccountState }) {
  const latch = useLatch();
  const network = useLatchSelector(selectActiveNetwork);
  const unsupported = useLatchSelector(selectUnsupportedNetworkId);
  const canSwitch = useLatchSelector(selectCanSwitchNetwork);
  const isAuth = useLatchSelector(selectIsAuthConnector);
  const accountType = useLatchSelector(selectPreferredAccountType);
  const t = useMessages(accountMessages);
  const networkName = unsupported ? t('account.unsupportedNetwork', { network: unsupported }) : (network?.name ?? t('account.unknownNetwork'));

  return (
    <>
      <dl className="latch-account__facts">
        <div>
          <dt>{t('account.network')}</dt>
          <dd>
            {canSwitch ? (
              <button type="button" className="latch-account__network" aria-label={t('account.switchNetwork', { network: networkName })} onClick={() => pushView(latch, 'Networks')}>
                <span>{networkName}</span>
                <span className="latch-account__chevron" aria-hidden="true">
                  ›
                </span>
              </button>
            ) : (
              networkName
            )}
          </dd>
        </div>
        {account.connectedWalletInfo && (
          <div>
            <dt>{t('account.wallet')}</dt>
            <dd>{account.connectedWalletInfo.name}</dd>
          </div>
        )}
        {isAuth && accountType && (
          <div>
            <dt>{t('account.accountType')}</dt>
            <dd>{ACCOUNT_TYPE_NAMES[accountType] ?? accountType}</dd>
          </div>
        )}
      </dl>
      <AccountTypeSwitch />
    </>
  );
}
