import { useId } from 'react';

export interface SelectFieldProps<T> {
  label: string;
  items: readonly T[];
  selected?: T;
  /** The option shown, and chosen, until an item is picked. */
  placeholder: string;
  /** An item's value: unique among the items. */
  keyOf(item: T): string;
  textOf(item: T): string;
  titleOf?(item: T): string;
  onSelect(item: T): void;
  className?: string;
}

/** A labelled native select over `items` (keyboard and screen readers know it), for the views' pickers. */
export function SelectField<T>({ label, items, selected, placeholder, keyOf, textOf, titleOf, onSelect, className }: SelectFieldProps<T>) {
  const id = useId();
  return (
    <div className={className}>
      <label className="latch-field-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="latch-input"
        value={selected === undefined ? '' : keyOf(selected)}
        onChange={(event) => {
          const picked = items.find((item) => keyOf(item) === event.target.value);
          if (picked !== undefined) onSelect(picked);
        }}
      >
        {selected === undefined && <option value="">{placeholder}</option>}
        {items.map((item) => (
          <option key={keyOf(item)} value={keyOf(item)} title={titleOf?.(item)}>
            {textOf(item)}
          </option>
        ))}
      </select>
    </div>
  );
}
