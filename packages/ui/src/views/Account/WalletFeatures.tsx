import { pushView, selectActiveNamespace, type View, type WalletFeature } from '@latch/core';
import { canSend, ONRAMP_NAMESPACES, selectActiveNamespaceRules, selectFeatures, selectRemoteFeatures, selectWalletFeaturesOrder } from '@latch/core/internal';
import { useLatch, useLatchSelector } from '../../context/LatchContext.js';

// Every wallet feature of SPEC 2 has its view: Buy (onramp), Swap, Receive and Send.
const FEATURE_VIEWS: Record<WalletFeature, { view: View; label: string }> = {
  onramp: { view: 'OnRamp', label: 'Buy' },
  swaps: { view: 'Swap', label: 'Swap' },
  receive: { view: 'WalletReceive', label: 'Receive' },
  send: { view: 'WalletSend', label: 'Send' },
};

/**
 * The wallet's feature buttons in the configured order (SPEC 2). Receive and send are the dApp's
 * feature flags (send only where the namespace's adapter sends); onramp and swaps are remote features: on
 * while the config names at least one provider, the onramp only in its namespaces (SPEC 9). Swap
 * shows on every network: its view says when the network offers no swaps.
 */
export function WalletFeatures() {
  const latch = useLatch();
  const order = useLatchSelector(selectWalletFeaturesOrder);
  const features = useLatchSelector(selectFeatures);
  const remote = useLatchSelector(selectRemoteFeatures);
  const namespace = useLatchSelector(selectActiveNamespace);
  const rules = useLatchSelector(selectActiveNamespaceRules);
  const enabled: Record<WalletFeature, boolean> = {
    onramp: remote.onramp.length > 0 && (ONRAMP_NAMESPACES as readonly string[]).includes(namespace),
    swaps: remote.swaps.length > 0,
    receive: features.receive,
    send: features.send && canSend(rules),
  };
  const shown = order.filter((feature) => enabled[feature]);
  if (shown.length === 0) return null;
  return (
    <ul className="latch-account__features" aria-label="Wallet features">
      {shown.map((feature) => {
        const { view, label } = FEATURE_VIEWS[feature];
        return (
          <li key={feature}>
            <button type="button" className="latch-button latch-button--secondary latch-account__feature" onClick={() => pushView(latch, view)}>
              {label}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
