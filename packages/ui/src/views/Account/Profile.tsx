import { pushView, selectActiveNetwork, shortenAddress, type AccountState } from '@latch/core';
import { selectCanRegisterName } from '@latch/core/internal';
import { CopyButton } from '../../components/CopyButton/CopyButton.js';
import { useLatch, useLatchSelector } from '../../context/LatchContext.js';
import { ACCOUNT_TYPE_NAMES } from './accountTypeNames.js';
import { Avatar } from './Avatar.js';
import { useMessages } from '../../i18n/useMessages.js';
import { accountMessages } from './messages.js';

/** Who is connected: avatar, profile name (else the short address and a way to choose one), the address to copy with a badge when it is a smart account, and the explorer page. */
export function Profile({ account }: { account: AccountState & { address: string } }) {
  const latch = useLatch();
  const network = useLatchSelector(selectActiveNetwork);
  const canRegisterName = useLatchSelector(selectCanRegisterName);
  const short = shortenAddress(account.address);
  const explorer = network?.blockExplorers?.default.name;
  const t = useMessages(accountMessages);
  const smartAccount = account.allAccounts.some(({ address, type }) => type === 'smartAccount' && address === account.address);
  return (
    <div className="latch-account__profile">
      <Avatar address={account.address} image={account.profileImage} name={account.profileName ?? short} />
      {account.profileName && <p className="latch-account__name">{account.profileName}</p>}
      <div className="latch-account__address-row">
        <p className={account.profileName ? 'latch-account__address latch-account__address--secondary' : 'latch-account__address'} title={account.address}>
          {short}
        </p>
        <CopyButton text={account.address} label={t('account.copyAddress')} copied={t('account.addressCopied')} />
        {smartAccount && <span className="latch-account__badge">{ACCOUNT_TYPE_NAMES.smartAccount}</span>}
      </div>
      {!account.profileName && canRegisterName && (
        <button type="button" className="latch-account__choose-name" onClick={() => pushView(latch, 'RegisterAccountName')}>
          {t('account.chooseName')}
        </button>
      )}
      {account.addressExplorerUrl && (
        <a className="latch-account__explorer" href={account.addressExplorerUrl} target="_blank" rel="noopener noreferrer">
          {t('account.viewOn', { explorer: explorer ?? t('account.blockExplorer') })}
          <span className="latch-visually-hidden">{t('account.newTab')}</span>
        </a>
      )}
    </div>
  );
}
