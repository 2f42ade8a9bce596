import type { ReactNode } from 'react';
import { useMessages } from '../../i18n/useMessages.js';
import { accountListMessages } from './listMessages.js';

/** Placeholder rows while a list loads; announced once as busy. */
export function ListSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div className="latch-list-state">
      <span className="latch-visually-hidden" role="status">
        {label}
      </span>
      <ul className="latch-list-state__skeleton" aria-hidden="true" aria-busy="true">
        {Array.from({ length: rows }, (_, i) => (
          <li key={i}>
            <span className="latch-skeleton latch-list-state__icon" />
            <span className="latch-skeleton" />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ListEmpty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="latch-list-state">
      <p className="latch-list-state__title">{title}</p>
      {children && <p className="latch-lead">{children}</p>}
    </div>
  );
}

/** A failed read: what failed, and a retry that may wait (the balance's 30 s gap). */
export function ListError({ message, onRetry, retryReady = true, hint }: { message: string; onRetry(): void; retryReady?: boolean; hint?: string }) {
  const t = useMessages(accountListMessages);
  return (
    <div className="latch-list-state">
      <p className="latch-list-state__title latch-list-state__title--error">{message}</p>
      {hint && <p className="latch-lead">{hint}</p>}
      <button type="button" className="latch-button latch-button--secondary" disabled={!retryReady} onClick={onRetry}>
        {t('account.tryAgain')}
      </button>
    </div>
  );
}
