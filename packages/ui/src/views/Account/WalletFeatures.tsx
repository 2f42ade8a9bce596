import { SEND_NAMESPACES, type LatchState, type View, type WalletFeature } from '@latch/core';
import { useLatch, useLatchSelector } from '../../context/LatchContext.js';

// Onramp and swaps have no views yet: they join this map (and so the buttons) when their views exist.
const FEATURE_VIEWS: Partial<Record<WalletFeature, { view: View; label: string }>> = {
  receive: { view: 'WalletReceive', label: 'Receive' },
  send: { view: 'WalletSend', label: 'Send' },
};

const selectOrder = (state: LatchState) => state.options.walletFeaturesOrder;
const selectFeatures = (state: LatchState) => state.options.features;
const selectNamespace = (state: LatchState) => state.networks.activeNamespace;

/** The wallet's feature buttons in the configured order (SPEC 2), each switched by its feature flag. */
export function WalletFeatures() {
  const latch = useLatch();
  const order = useLatchSelector(selectOrder);
  const features = useLatchSelector(selectFeatures);
  const namespace = useLatchSelector(selectNamespace);
  const enabled: Partial<Record<WalletFeature, boolean>> = {
    receive: features.receive,
    send: features.send && (SEND_NAMESPACES as readonly string[]).includes(namespace),
  };
  const shown = order.filter((feature) => enabled[feature] && FEATURE_VIEWS[feature]);
  if (shown.length === 0) return null;
  return (
    <ul className="latch-account__features" aria-label="Wallet features">
      {shown.map((feature) => {
        const { view, label } = FEATURE_VIEWS[feature]!;
        return (
          <li key={feature}>
            <button type="button" className="latch-button latch-button--secondary latch-account__feature" onClick={() => latch.push(view)}>
              {label}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
