import { useId, type MouseEvent } from 'react';
import { Alerts, dismissAlert, selectAlert } from '@latch/core/internal';
import { useLatch, useLatchSelector } from '../../context/LatchContext.js';

/** The alert core has raised (SPEC 8), at the top of the modal body until the person dismisses it. */
export function AlertBanner() {
  const latch = useLatch();
  const id = useLatchSelector(selectAlert);
  const titleId = useId();
  if (!id) return null;
  const { shortMessage, longMessage } = Alerts[id];
  const onDismiss = (event: MouseEvent<HTMLButtonElement>) => {
    // The button is about to unmount: keep focus in the dialog rather than dropping it to <body>.
    event.currentTarget.closest<HTMLElement>('[role="dialog"]')?.focus();
    dismissAlert(latch);
  };
  return (
    <div className="latch-alert" role="alert" aria-labelledby={titleId}>
      <span className="latch-alert__icon" aria-hidden="true">
        !
      </span>
      <div className="latch-alert__text">
        <p id={titleId} className="latch-alert__title">
          {shortMessage}
        </p>
        <p className="latch-alert__description">{longMessage}</p>
      </div>
      <button type="button" className="latch-icon-button latch-alert__dismiss" aria-label="Dismiss alert" onClick={onDismiss}>
        ×
      </button>
    </div>
  );
}
