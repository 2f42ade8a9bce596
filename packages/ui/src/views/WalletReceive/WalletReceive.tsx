import { selectActiveAccount, selectActiveNetwork } from '@latch/core';
import { CopyButton } from '../../components/CopyButton/CopyButton.js';
import { WalletIcon } from '../../components/WalletIcon/WalletIcon.js';
import { useLatchSelector } from '../../context/LatchContext.js';
import { QrCode } from '../../components/QrCode/QrCode.js';

/** The account's address to receive funds: as a QR code, as text to copy, and the network it is on. */
export default function WalletReceive() {
  const account = useLatchSelector(selectActiveAccount);
  const network = useLatchSelector(selectActiveNetwork);
  const address = account?.address;
  if (!address) return <p className="latch-receive__none">No account is connected.</p>;
  const networkName = network?.name ?? 'this network';
  return (
    <div className="latch-receive">
      <QrCode
        uri={address}
        label={`QR code of the address ${address}`}
        icon={network ? <WalletIcon name={network.name} imageUrl={network.assets?.imageUrl} /> : undefined}
      />
      <p className="latch-receive__network">
        Receive on <strong>{networkName}</strong>
      </p>
      <p className="latch-receive__address">{address}</p>
      <CopyButton text={address} label="Copy address" copied="Address copied" withText />
      <p className="latch-receive__hint">Send only assets on {networkName} to this address, or they may be lost.</p>
    </div>
  );
}
