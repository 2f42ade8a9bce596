import { useId, type ReactNode } from 'react';
import { useMessages } from '../../i18n/useMessages.js';
import { fieldMessages } from './messages.js';

export interface AmountInputProps {
  value: string;
  onChange(value: string): void;
  /** Read after the input: the token or currency the amount is in. */
  unit?: ReactNode;
  /** Controls beside the input, such as Max. */
  actions?: ReactNode;
  /** Lines under the input (balance, limits), each tied to it by aria-describedby; empty ones are left out. */
  hints?: readonly (string | false | undefined)[];
  /** The reason the amount is refused, announced as an alert. */
  problem?: string;
  placeholder?: string;
  /** The view's own class for the field's wrapper. */
  className?: string;
}

/**
 * The amount field the money views share (Send, Buy, Swap): a decimal text input (a number
 * input would reject "1," and round long amounts), its unit, hints and problem, all described to
 * assistive technology.
 */
export function AmountInput({ value, onChange, unit, actions, hints = [], problem, placeholder = '0.0', className }: AmountInputProps) {
  const t = useMessages(fieldMessages);
  const id = useId();
  const shownHints = hints.filter((hint): hint is string => Boolean(hint));
  const unitId = unit === undefined ? undefined : `${id}-unit`;
  const describedBy = [unitId, ...shownHints.map((_, index) => `${id}-hint-${index}`), problem ? `${id}-problem` : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label className="latch-field-label" htmlFor={id}>
        {t('field.amount')}
      </label>
      <div className="latch-field-row">
        <input
          id={id}
          className="latch-input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          value={value}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
        {unitId && (
          <span id={unitId} className="latch-field-unit">
            {unit}
          </span>
        )}
        {actions}
      </div>
      {shownHints.map((hint, index) => (
        <p key={index} id={`${id}-hint-${index}`} className="latch-field-hint">
          {hint}
        </p>
      ))}
      {problem && (
        <p id={`${id}-problem`} className="latch-field-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
