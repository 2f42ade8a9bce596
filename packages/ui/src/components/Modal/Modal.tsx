import { lazy, Suspense, useEffect, useId, useRef, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { closeModal, goBack, selectIsModalOpen } from '@latch/core';
import { selectCanGoBack, selectCurrentRoute, selectHasAlert, selectModalShake } from '@latch/core/internal';
import { useLatch, useLatchSelector, useTheme } from '../../context/LatchContext.js';
import { VIEW_TITLES } from '../../views/registry.js';
import { CurrentView, type FrameText } from './CurrentView.js';
import { useFocusTrap } from './useFocusTrap.js';
import { MODAL_MOTION } from '../../theme/motion.js';
import { AFTER_OPEN_MS, whenIdle } from '../../hooks/whenIdle.js';
import { modalMessages } from './messages.js';

// Alerts are rare: the banner and their texts load with the first one, not with the page.
const AlertBanner = lazy(() => import('../AlertBanner/AlertBanner.js').then((module) => ({ default: module.AlertBanner })));

/** The modal: rendered into document.body only while open. */
export function Modal() {
  const open = useLatchSelector(selectIsModalOpen);
  if (!open || typeof document === 'undefined') return null;
  return createPortal(<ModalDialog />, document.body);
}

function ModalDialog() {
  const latch = useLatch();
  const { mode, style, locale, dir, messages } = useTheme();
  // The frame's few messages, looked up here: it has no placeholder to fill.
  const t: FrameText = (id) => messages[id] ?? modalMessages[id];
  const route = useLatchSelector(selectCurrentRoute);
  const canGoBack = useLatchSelector(selectCanGoBack);
  const shake = useLatchSelector(selectModalShake);
  const hasAlert = useLatchSelector(selectHasAlert);
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useFocusTrap(dialogRef, () => closeModal(latch));
  // On a phone the sheet moves above the on-screen keyboard; that code loads once the opened modal has painted.
  useEffect(() => {
    const dialog = dialogRef.current!;
    let stop: (() => void) | undefined;
    let live = true;
    const cancel = whenIdle(() => void import('./followVisualViewport.js').then((module) => live && (stop = module.followVisualViewport(dialog))), AFTER_OPEN_MS);
    return () => {
      live = false;
      cancel();
      stop?.();
    };
  }, []);
  // When the view changes under the focused control (Back, Disconnect), focus returns to the dialog, not to <body>.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.contains(document.activeElement)) dialog.focus();
  }, [route]);

  const onOverlayMouseDown = (event: MouseEvent) => {
    if (event.target !== event.currentTarget) return;
    // Focus goes back to the opener as the dialog closes; the press must not move it to the page after that.
    event.preventDefault();
    closeModal(latch);
  };

  return (
    // The overlay only catches pointer clicks outside the dialog; Escape is the keyboard way out.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className="latch-root latch-overlay" data-theme={mode} style={{ ...style, ...MODAL_MOTION }} lang={locale} dir={dir} onMouseDown={onOverlayMouseDown}>
      <div
        ref={dialogRef}
        className="latch-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-shake={shake || undefined}
      >
        {/* A div, not <header>: outside a sectioning element a header is a banner landmark, and the page has its own. */}
        <div className="latch-modal__header">
          {canGoBack ? (
            <button type="button" className="latch-icon-button" aria-label={t('modal.back')} onClick={() => goBack(latch)}>
              ‹
            </button>
          ) : (
            <span className="latch-modal__spacer" />
          )}
          <h2 id={titleId} className="latch-modal__title">
            {messages[`title.${route.view}`] ?? VIEW_TITLES[route.view]}
          </h2>
          <button type="button" className="latch-icon-button" aria-label={t('modal.close')} onClick={() => closeModal(latch)}>
            ×
          </button>
        </div>
        <div className="latch-modal__body">
          {hasAlert && (
            <Suspense fallback={null}>
              <AlertBanner />
            </Suspense>
          )}
          <CurrentView key={route.view} view={route.view} t={t} />
        </div>
      </div>
    </div>
  );
}
