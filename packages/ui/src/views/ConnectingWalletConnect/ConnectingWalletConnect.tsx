import { selectPickedWallet, selectWalletConnectConnector } from '@latch/core/internal';
import { useLatch, useLatchSelector } from '../../context/LatchContext.js';
import { WalletIcon } from '../../components/WalletIcon/WalletIcon.js';
import { WalletConnectMark } from '../../components/WalletIcon/WalletConnectMark.js';
import { usePairing } from './usePairing.js';
import { PairingPanel } from './PairingPanel.js';
import { WalletLinks } from './WalletLinks.js';
import { useMessages } from '../../i18n/useMessages.js';
import { walletConnectMessages } from './messages.js';

/** Connects a wallet from the listing (or any WalletConnect wallet) by QR code, link or deep link. */
export default function ConnectingWalletConnect() {
  const latch = useLatch();
  const t = useMessages(walletConnectMessages);
  const connector = useLatchSelector(selectWalletConnectConnector);
  const wallet = useLatchSelector(selectPickedWallet);
  const pairing = usePairing();

  const name = wallet?.name ?? connector?.name ?? 'WalletConnect';
  const imageUrl = wallet ? wallet.image_url : connector?.imageUrl;
  const mobile = latch.platform.isMobile();
  const waiting = pairing.status === 'waiting';
  const links = wallet && waiting && <WalletLinks wallet={wallet} kinds={mobile ? ['mobile'] : ['desktop', 'webapp']} ready={pairing.uri !== undefined} />;

  return (
    <div className="latch-wc">
      <div className="latch-wc__wallet">
        {wallet || imageUrl ? <WalletIcon name={name} imageUrl={imageUrl} large /> : <WalletConnectMark large />}
        <p className="latch-wc__name">{name}</p>
      </div>
      {waiting && <p className="latch-lead">{t(mobile ? 'wc.openAndApprove' : 'wc.scanWith', { wallet: name })}</p>}
      {mobile && links}
      <PairingPanel pairing={pairing} name={name} icon={wallet && <WalletIcon name={name} imageUrl={imageUrl} />} />
      {!mobile && links}
    </div>
  );
}
