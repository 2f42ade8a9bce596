import { useEffect, useRef, useState } from 'react';
import { errorMessage, goBack, selectActiveNamespaceNetworks, selectActiveNetwork, showSnack, switchNetwork, type CaipNetwork } from '@latch/core';
import { WalletIcon } from '../../components/WalletIcon/WalletIcon.js';
import { useLatch, useLatchSelector } from '../../context/LatchContext.js';

/**
 * The configured networks of the active namespace, the active one marked. A click asks core to
 * switch (the wallet first, when connected) and returns to the previous view. On failure core
 * sends the router back (SPEC 4) and this view says why in a snack; the message stays here too
 * when there is nothing to go back to.
 */
export default function Networks() {
  const latch = useLatch();
  const networks = useLatchSelector(selectActiveNamespaceNetworks);
  const active = useLatchSelector(selectActiveNetwork);
  const [pendingId, setPendingId] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const choose = async (network: CaipNetwork) => {
    if (pendingId !== undefined) return;
    if (network.caipNetworkId === active?.caipNetworkId) {
      goBack(latch);
      return;
    }
    setPendingId(network.caipNetworkId);
    setFailure(undefined);
    try {
      await switchNetwork(latch, network);
      if (mounted.current) goBack(latch);
    } catch (error) {
      const message = errorMessage(error);
      showSnack(latch, message, 'error');
      if (mounted.current) setFailure(message);
    } finally {
      if (mounted.current) setPendingId(undefined);
    }
  };

  return (
    <div className="latch-networks">
      <ul className="latch-list" aria-label="Networks">
        {networks.map((network) => {
          const isActive = network.caipNetworkId === active?.caipNetworkId;
          const isPending = network.caipNetworkId === pendingId;
          return (
            <li key={network.caipNetworkId}>
              <button
                type="button"
                className="latch-list-button latch-networks__network"
                aria-current={isActive || undefined}
                aria-busy={isPending || undefined}
                // aria-disabled, not disabled: the focused row keeps focus while the wallet answers.
                aria-disabled={pendingId !== undefined || undefined}
                onClick={() => void choose(network)}
              >
                <WalletIcon name={network.name} imageUrl={network.assets?.imageUrl} />
                <span className="latch-networks__name">{network.name}</span>
                <span className="latch-networks__tag">{isPending ? 'Approve in wallet…' : isActive ? 'Active' : ''}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {failure && <p className="latch-networks__error">{failure}</p>}
    </div>
  );
}
