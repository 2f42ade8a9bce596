import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { goBack, messageOf, selectActiveNetwork, selectIsConnected, switchNetwork, type CaipNetwork, type Message } from '@latch/core';
import { resetView, selectNamespaceLabel, selectNetworksByNamespace, showSnack } from '@latch/core/internal';
import { WalletIcon } from '../../components/WalletIcon/WalletIcon.js';
import { useLatch, useLatchSelector } from '../../context/LatchContext.js';
import { useCoreText, useMessages } from '../../i18n/useMessages.js';
import { networksMessages } from './messages.js';


/**
 * The configured networks, grouped by namespace when there are several, the active one marked. A
 * click asks core to switch (the wallet first, when connected) and returns to the previous view; to
 * another namespace, it opens that namespace's Account, or Connect (its wallets) when none is connected. On
 * failure core sends the router back (SPEC 4) and this view says why in a snack; the message stays
 * here too when there is nothing to go back to.
 */
export default function Networks() {
  const latch = useLatch();
  const t = useMessages(networksMessages);
  const coreText = useCoreText();
  const groups = useLatchSelector(selectNetworksByNamespace);
  const active = useLatchSelector(selectActiveNetwork);
  const namespaceLabel = useLatchSelector(selectNamespaceLabel);
  const [pendingId, setPendingId] = useState<string>();
  const [failure, setFailure] = useState<Message>();
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
      if (!mounted.current) return;
      if (network.chainNamespace === active?.chainNamespace) goBack(latch);
      // Another namespace is another context: its account, or its wallets when none is connected.
      else resetView(latch, selectIsConnected(latch.getState()) ? 'Account' : 'Connect');
    } catch (error) {
      const message = messageOf(error);
      showSnack(latch, message, 'error');
      if (mounted.current) setFailure(message);
    } finally {
      if (mounted.current) setPendingId(undefined);
    }
  };

  const list = (networks: CaipNetwork[], label: string) => (
    <NetworkList networks={networks} label={label} activeId={active?.caipNetworkId} pendingId={pendingId} onChoose={(network) => void choose(network)} />
  );
  return (
    <div className="latch-networks">
      {groups.length === 1
        ? list(groups[0]!.networks, t('networks.list'))
        : groups.map(({ namespace, networks }) => (
            <NamespaceGroup key={namespace} label={namespaceLabel(namespace)}>
              {list(networks, t('networks.namespaceList', { namespace: namespaceLabel(namespace) }))}
            </NamespaceGroup>
          ))}
      {failure && <p className="latch-error">{coreText(failure)}</p>}
    </div>
  );
}

function NamespaceGroup({ label, children }: { label: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="latch-networks__group" aria-labelledby={headingId}>
      <h3 id={headingId} className="latch-networks__namespace">
        {label}
      </h3>
      {children}
    </section>
  );
}

interface NetworkListProps {
  networks: CaipNetwork[];
  label: string;
  activeId: string | undefined;
  pendingId: string | undefined;
  onChoose(network: CaipNetwork): void;
}

function NetworkList({ networks, label, activeId, pendingId, onChoose }: NetworkListProps) {
  const t = useMessages(networksMessages);
  return (
    <ul className="latch-list" aria-label={label}>
      {networks.map((network) => {
        const isActive = network.caipNetworkId === activeId;
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
              onClick={() => onChoose(network)}
            >
              <WalletIcon name={network.name} imageUrl={network.assets?.imageUrl} />
              <span className="latch-networks__name">{network.name}</span>
              <span className="latch-networks__tag">{isPending ? t('networks.approveInWallet') : isActive ? t('networks.active') : ''}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
