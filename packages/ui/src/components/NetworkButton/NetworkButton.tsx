import { openModal, selectActiveNetwork, selectIsModalOpen } from '@latch/core';
import { selectCanSwitchNetwork } from '@latch/core/internal';
import { useLatch, useLatchSelector, useTheme } from '../../context/LatchContext.js';
import { preloadView } from '../../views/registry.js';
import { WalletIcon } from '../WalletIcon/WalletIcon.js';
import { useMessages } from '../../i18n/useMessages.js';
import { networkButtonMessages } from './messages.js';

/** The active network, with its icon; opens the Networks view, where the person picks another (disabled when the app turns switching off). */
export function NetworkButton() {
  const latch = useLatch();
  const { mode, style } = useTheme();
  const t = useMessages(networkButtonMessages);
  const network = useLatchSelector(selectActiveNetwork);
  const canSwitch = useLatchSelector(selectCanSwitchNetwork);
  const open = useLatchSelector(selectIsModalOpen);
  const name = network?.name ?? t('button.unknownNetwork');
  return (
    <button
      type="button"
      className="latch-root latch-button latch-button--secondary latch-network-button"
      data-theme={mode}
      style={style}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-label={t('button.switchNetwork', { network: name })}
      disabled={!canSwitch}
      onClick={() => openModal(latch, { view: 'Networks' })}
      onPointerEnter={() => void preloadView('Networks')}
    >
      <WalletIcon name={name} imageUrl={network?.assets?.imageUrl} />
      <span>{name}</span>
    </button>
  );
}
