import { usePairing } from './usePairing.js';
import { PairingPanel } from './PairingPanel.js';

/** Basic mode (the dApp drives WalletConnect): the pairing QR code and link for any WalletConnect wallet. */
export default function ConnectingWalletConnectBasic() {
  const pairing = usePairing();
  return (
    <div className="latch-wc">
      {pairing.status === 'waiting' && <p className="latch-wc__lead">Scan with a WalletConnect wallet on your phone, then approve the connection.</p>}
      <PairingPanel pairing={pairing} name="WalletConnect" />
    </div>
  );
}
