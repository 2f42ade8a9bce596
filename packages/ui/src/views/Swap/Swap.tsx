import { SWAPS_NETWORK_NOT_SUPPORTED } from '@latch/core/internal';
import { SwapForm } from './SwapForm.js';
import { useSwap } from './useSwap.js';

function SwapSkeleton() {
  return (
    <div className="latch-swap__loading">
      <span className="latch-visually-hidden" role="status">
        Loading tokens…
      </span>
      <span className="latch-skeleton latch-swap__skeleton" aria-hidden="true" />
      <span className="latch-skeleton latch-swap__skeleton" aria-hidden="true" />
    </div>
  );
}

/** Swap tokens (SPEC 3, 8, 9): loading, core's refusal on a network without swaps, a failed load with Try again, then the form. */
export default function Swap() {
  const load = useSwap();
  if (load.status === 'loading') return <SwapSkeleton />;
  if (load.status === 'unsupported')
    return (
      <div className="latch-swap__state">
        <p className="latch-swap__state-title">{SWAPS_NETWORK_NOT_SUPPORTED}</p>
        <p className="latch-field-hint">Swaps are not offered on {load.networkName}.</p>
      </div>
    );
  if (load.status === 'failed')
    return (
      <div className="latch-swap__state">
        <p className="latch-swap__state-title latch-field-error">{load.message}</p>
        <button type="button" className="latch-button latch-button--secondary" onClick={load.retry}>
          Try again
        </button>
      </div>
    );
  return <SwapForm swap={load.swap} />;
}
