import { pushView, type View, type WalletFeature } from '@latch/core';
import { canSend, selectActiveNamespaceRules, selectActiveNamespaceServices, selectFeatures, selectRemoteFeatures, selectWalletFeaturesOrder } from '@latch/core/internal';
import { useLatch, useLatchSelector } from '../../context/LatchContext.js';
import { useMessages } from '../../i18n/useMessages.js';
import { accountMessages } from './messages.js';

// Every wallet feature of SPEC 2 has its view: Buy (onramp), Swap, Receive and Send (their labels are `account.feature.<feature>`).
const FEATURE_VIEWS: Record<WalletFeature, View> = { onramp: 'OnRamp', swaps: 'Swap', receive: 'WalletReceive', send: 'WalletSend' };

/**
 * The wallet's feature buttons in the configured order (SPEC 2). Receive and send are the dApp's
 * feature flags (send only where the namespace's adapter sends); onramp and swaps are remote features: on
 * while the config names at least one provider, the onramp only where the services offer it (SPEC 9). Swap
 * shows on every network: its view says when the network offers no swaps.
 */
export function WalletFeatures() {
  const latch = useLatch();
  const order = useLatchSelector(selectWalletFeaturesOrder);
  const features = useLatchSelector(selectFeatures);
  const remote = useLatchSelector(selectRemoteFeatures);
  const services = useLatchSelector(selectActiveNamespaceServices);
  const rules = useLatchSelector(selectActiveNamespaceRules);
  const t = useMessages(accountMessages);
  const enabled: Record<WalletFeature, boolean> = {
    onramp: remote.onramp.length > 0 && services.onramp !== undefined,
    swaps: remote.swaps.length > 0,
    receive: features.receive,
    send: features.send && canSend(rules),
  };
  const shown = order.filter((feature) => enabled[feature]);
  if (shown.length === 0) return null;
  return (
    <ul className="latch-account__features" aria-label={t('account.features')}>
      {shown.map((feature) => {
        const view = FEATURE_VIEWS[feature];
        return (
          <li key={feature}>
            <button type="button" className="latch-button latch-button--secondary latch-account__feature" onClick={() => pushView(latch, view)}>
              {t(`account.feature.${feature}`)}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
