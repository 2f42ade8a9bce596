import { swapsNetworkNotSupported } from '@latch/core/internal';
import { useCoreText, useMessages } from '../../i18n/useMessages.js';
import { Skeleton } from '../../components/Skeleton/Skeleton.js';
import { swapMessages } from './messages.js';
import { SwapForm } from './SwapForm.js';
import { useSwap } from './useSwap.js';

/** Swap tokens (SPEC 3, 8, 9): loading, core's refusal on a network without swaps, a failed load with Try again, then the form. */
export default function Swap() {
  const load = useSwap();
  const t = useMessages(swapMessages);
  const coreText = useCoreText();
  if (load.status === 'loading') return <Skeleton label={t('swap.loadingTokens')} rows={2} />;
  if (load.status === 'unsupported')
    return (
      <div className="latch-swap__state">
        <p className="latch-swap__state-title">{coreText(swapsNetworkNotSupported)}</p>
        <p className="latch-field-hint">{t('swap.notOffered', { network: load.networkName })}</p>
      </div>
    );
  if (load.status === 'failed')
    return (
      <div className="latch-swap__state">
        <p className="latch-swap__state-title latch-field-error">{coreText(load.message)}</p>
        <button type="button" className="latch-button latch-button--secondary" onClick={load.retry}>
          {t('swap.tryAgain')}
        </button>
      </div>
    );
  return <SwapForm swap={load.swap} />;
}
