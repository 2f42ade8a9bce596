import { selectActiveAccount, selectActiveNetwork } from '@latch/core';
import { CopyButton } from '../../components/CopyButton/CopyButton.js';
import { WalletIcon } from '../../components/WalletIcon/WalletIcon.js';
import { useLatchSelector } from '../../context/LatchContext.js';
import { QrCode } from '../../components/QrCode/QrCode.js';
import { fillParts } from '../../i18n/fillParts.js';
import { useMessages } from '../../i18n/useMessages.js';
import { receiveMessages } from './messages.js';

/** The account's address to receive funds: as a QR code, as text to copy, and the network it is on. */
export default function WalletReceive() {
  const t = useMessages(receiveMessages);
  const account = useLatchSelector(selectActiveAccount);
  const network = useLatchSelector(selectActiveNetwork);
  const address = account?.address;
  if (!address) return <p className="latch-receive__none">{t('receive.none')}</p>;
  const networkName = network?.name ?? t('receive.thisNetwork');
  return (
    <div className="latch-receive">
      <QrCode
        uri={address}
        label={t('receive.qrLabel', { address })}
        icon={network ? <WalletIcon name={network.name} imageUrl={network.assets?.imageUrl} /> : undefined}
      />
      <p className="latch-receive__network">
        {fillParts(t('receive.on'), { network: <strong>{networkName}</strong> })}
      </p>
      <p className="latch-receive__address">{address}</p>
      <CopyButton text={address} label={t('receive.copy')} copied={t('receive.copied')} withText />
      <p className="latch-receive__hint">{t('receive.hint', { network: networkName })}</p>
    </div>
  );
}
