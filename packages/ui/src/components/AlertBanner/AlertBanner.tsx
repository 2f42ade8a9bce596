import { useId, type MouseEvent } from 'react';
import { Alerts, dismissAlert, selectAlert } from '@latch/core/internal';
import { useLatch, useLatchSelector } from '../../context/LatchContext.js';
import { useCoreText, useMessages } from '../../i18n/useMessages.js';
import { noticeMessages } from '../Snackbar/messages.js';

/** The alert core has raised (SPEC 8), at the top of the modal body until the person dismisses it. */
export function AlertBanner() {
  const latch = useLatch();
  const id = useLatchSelector(selectAlert);
  const titleId = useId();
  const t = useMessages(noticeMessages);
  const coreText = useCoreText();
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
          {coreText(shortMessage)}
        </p>
        <p className="latch-alert__description">{coreText(longMessage)}</p>
      </div>
      <button type="button" className="latch-icon-button latch-alert__dismiss" aria-label={t('notice.dismissAlert')} onClick={onDismiss}>
        ×
      </button>
    </div>
  );
}
