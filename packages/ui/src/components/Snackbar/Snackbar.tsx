import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { type Snack, type SnackVariant } from '@latch/core';
import { ANIMATION_DURATIONS_MS, hideSnack, selectSnackbar } from '@latch/core/internal';
import { useLatch, useLatchSelector, useTheme } from '../../context/LatchContext.js';
import { useCoreText, useMessages } from '../../i18n/useMessages.js';
import { noticeMessages } from './messages.js';
import { motionStyle } from '../../theme/motion.js';

export const SNACK_MOTION = motionStyle({ fade: ANIMATION_DURATIONS_MS.fade, exit: ANIMATION_DURATIONS_MS.exit });

// Loading has no glyph: its icon is a CSS spinner.
const ICONS: Record<SnackVariant, string> = { success: '✓', error: '!', info: 'i', loading: '' };

/** Core's snack, at the bottom of the page whether or not the modal is open. */
export function Snackbar() {
  if (typeof document === 'undefined') return null;
  return createPortal(<SnackbarHost />, document.body);
}

function SnackbarHost() {
  const { mode, style, locale, dir } = useTheme();
  const snackbar = useLatchSelector(selectSnackbar);
  // This component loads with the first snack: its live regions mount empty and the message
  // follows a moment later, so a screen reader announces it.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(timer);
  }, []);
  const current = ready ? snackbar.current : undefined;
  const { open } = snackbar;
  const isError = current?.variant === 'error';
  // Both live regions stay mounted, empty, so a screen reader is already watching when a message arrives.
  return (
    <div className="latch-root latch-snackbar-host" data-theme={mode} style={{ ...style, ...SNACK_MOTION }} lang={locale} dir={dir}>
      <div className="latch-snackbar-region" role="status" aria-live="polite">
        {current && !isError && <SnackCard key={current.id} snack={current} open={open} />}
      </div>
      <div className="latch-snackbar-region" role="alert">
        {current && isError && <SnackCard key={current.id} snack={current} open={open} />}
      </div>
    </div>
  );
}

function SnackCard({ snack, open }: { snack: Snack; open: boolean }) {
  const latch = useLatch();
  const t = useMessages(noticeMessages);
  const coreText = useCoreText();
  return (
    <div className="latch-snackbar" data-variant={snack.variant} data-state={open ? 'open' : 'closed'}>
      <span className="latch-snackbar__icon" aria-hidden="true">
        {ICONS[snack.variant]}
      </span>
      <span className="latch-snackbar__message">{coreText(snack.message)}</span>
      <button type="button" className="latch-snackbar__dismiss" aria-label={t('notice.dismissSnack')} onClick={() => hideSnack(latch)}>
        ×
      </button>
    </div>
  );
}
