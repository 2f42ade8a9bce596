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
      <span className="latch-copy__glyph" aria-hidden="true">
        ⧉
      </span>
      {withText && label}
    </button>
  );
}
