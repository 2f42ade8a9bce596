import { formatBalance, selectActiveAccount, selectActiveNetwork, selectUnsupportedNetworkId, shortenAddress } from '@latch/core';
import { useLatch, useLatchSelector } from '../../context/LatchContext.js';
import { Avatar } from './Avatar.js';

function Balance() {
  const account = useLatchSelector(selectActiveAccount);
  if (account?.balanceError) return <span className="latch-account__balance-error">{account.balanceError}</span>;
  const text = formatBalance(account?.balance, account?.balanceSymbol);
  if (text === undefined) return <span className="latch-skeleton" aria-label="Loading balance" role="img" />;
  return <>{text}</>;
}

/** The connected account: address, balance floored to 3 decimals, network, wallet and disconnect. */
export default function Account() {
  const latch = useLatch();
  const account = useLatchSelector(selectActiveAccount);
  const network = useLatchSelector(selectActiveNetwork);
  const unsupported = useLatchSelector(selectUnsupportedNetworkId);
  if (!account?.address) return <p className="latch-account__none">No account is connected.</p>;

  const disconnect = () => {
    // Local state is cleared even when the wallet fails to answer, and the router leaves this view.
    latch.disconnect().catch(() => undefined);
  };

  return (
    <div className="latch-account">
      <Avatar address={account.address} />
      <p className="latch-account__address" title={account.address}>
        {shortenAddress(account.address)}
      </p>
      <p className="latch-account__balance" aria-live="polite" data-testid="latch-balance">
        <Balance />
      </p>
      <dl className="latch-account__facts">
        <div>
          <dt>Network</dt>
          <dd>{unsupported ? `Unsupported network (${unsupported})` : (network?.name ?? 'Unknown network')}</dd>
        </div>
        {account.connectedWalletInfo && (
          <div>
            <dt>Wallet</dt>
            <dd>{account.connectedWalletInfo.name}</dd>
          </div>
        )}
      </dl>
      <button type="button" className="latch-button latch-button--secondary latch-account__disconnect" onClick={disconnect}>
        Disconnect
      </button>
    </div>
  );
}
