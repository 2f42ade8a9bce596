import { usePairing } from './usePairing.js';
import { PairingPanel } from './PairingPanel.js';
import { useMessages } from '../../i18n/useMessages.js';
import { walletConnectMessages } from './messages.js';

/** Basic mode (the dApp drives WalletConnect): the pairing QR code and link for any WalletConnect wallet. */
export default function ConnectingWalletConnectBasic() {
  const pairing = usePairing();
  const t = useMessages(walletConnectMessages);
  return (
    <div className="latch-wc">
      {pairing.status === 'waiting' && <p className="latch-lead">{t('wc.scanAny')}</p>}
      <PairingPanel pairing={pairing} name="WalletConnect" />
    </div>
  );
}
