import { useState } from 'react';
import { disconnect, messageOf, switchNetwork, type CaipNetwork, type Message } from '@latch/core';
import { selectActiveNamespaceNetworks } from '@latch/core/internal';
import { useLatch, useLatchSelector } from '../../context/LatchContext.js';
import { useCoreText, useMessages } from '../../i18n/useMessages.js';
import { unsupportedChainMessages } from './messages.js';

/** The wallet is on a network this app does not support: switch to one it does, or disconnect. */
export default function UnsupportedChain() {
  const latch = useLatch();
  const t = useMessages(unsupportedChainMessages);
  const coreText = useCoreText();
  const networks = useLatchSelector(selectActiveNamespaceNetworks);
  const [pendingId, setPendingId] = useState<string>();
  const [failure, setFailure] = useState<Message>();

  const switchTo = async (network: CaipNetwork) => {
    setPendingId(network.caipNetworkId);
    setFailure(undefined);
    try {
      await switchNetwork(latch, network);
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setPendingId(undefined);
    }
  };

  return (
    <div className="latch-unsupported">
      <p className="latch-lead latch-unsupported__lead">{t('unsupported.lead')}</p>
      <ul className="latch-list">
        {networks.map((network) => (
          <li key={network.caipNetworkId}>
            <button
              type="button"
              className="latch-unsupported__network"
              disabled={pendingId !== undefined}
              aria-busy={pendingId === network.caipNetworkId || undefined}
              onClick={() => void switchTo(network)}
            >
              <span>{network.name}</span>
              <span className="latch-unsupported__tag">{pendingId === network.caipNetworkId ? t('unsupported.approveInWallet') : ''}</span>
            </button>
          </li>
        ))}
      </ul>
      {failure && (
        <p className="latch-error" role="alert">
          {coreText(failure)}
        </p>
      )}
      <button type="button" className="latch-button latch-button--secondary latch-unsupported__disconnect" onClick={() => void disconnect(latch).catch(() => undefined)}>
        {t('unsupported.disconnect')}
      </button>
    </div>
  );
}
