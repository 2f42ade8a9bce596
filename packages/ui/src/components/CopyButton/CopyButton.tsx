import { showSnack } from '@latch/core/internal';
import { useLatch } from '../../context/LatchContext.js';
import { useMessages } from '../../i18n/useMessages.js';
import { noticeMessages } from '../Snackbar/messages.js';

export interface CopyButtonProps {
  text: string;
  /** The button's accessible name, e.g. "Copy address". */
  label: string;
  /** The snack after a copy, e.g. "Address copied". */
  copied: string;
  /** Shows the label beside the icon instead of the icon alone. */
  withText?: boolean;
}

/** Copies `text` to the clipboard and says so in a snack; says so too when the page may not copy. */
export function CopyButton({ text, label, copied, withText = false }: CopyButtonProps) {
  const latch = useLatch();
  const t = useMessages(noticeMessages);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      showSnack(latch, { text: copied }, 'success');
    } catch {
      // No clipboard (an insecure page) or permission refused.
      showSnack(latch, { text: t('notice.copyFailed') }, 'error');
    }
  };
  return (
    <button
      type="button"
      className={withText ? 'latch-button latch-button--secondary latch-copy' : 'latch-icon-button latch-copy'}
      aria-label={withText ? undefined : label}
      onClick={() => void copy()}
    >
      {/* Drawn, not a character: "⧉" is missing from common system fonts and showed as an empty box. */}
      <svg className="latch-copy__glyph" viewBox="0 0 16 16" width="1em" height="1em" aria-hidden="true" focusable="false">
        <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M10.5 3.5v-.5a1.5 1.5 0 0 0-1.5-1.5H4A1.5 1.5 0 0 0 2.5 3v5A1.5 1.5 0 0 0 4 9.5h.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      {withText && label}
    </button>
  );
}
