import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabsProps<T extends string> {
  /** Names the tab list for assistive technology. */
  label: string;
  tabs: readonly { id: T; label: string }[];
  selected: T;
  onSelect(id: T): void;
  /** The selected tab's panel; the others are not rendered. */
  children: ReactNode;
}

const STEP: Record<string, number | 'first' | 'last'> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1, Home: 'first', End: 'last' };

/**
 * The WAI-ARIA tabs pattern with automatic activation: one tab stop (the selected tab), arrow
 * keys move and select, Home and End jump to the ends, Tab goes on into the panel.
 */
export function Tabs<T extends string>({ label, tabs, selected, onSelect, children }: TabsProps<T>) {
  const baseId = useId();
  const buttons = useRef(new Map<T, HTMLButtonElement>());
  const tabId = (id: T) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = STEP[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const index = tabs.findIndex((tab) => tab.id === selected);
    const target = step === 'first' ? 0 : step === 'last' ? tabs.length - 1 : (index + step + tabs.length) % tabs.length;
    const next = tabs[target]!.id;
    onSelect(next);
    buttons.current.get(next)?.focus();
  };

  return (
    <div className="latch-tabs">
      <div className="latch-tabs__list" role="tablist" aria-label={label}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) buttons.current.set(tab.id, node);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              className="latch-tabs__tab"
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={onKeyDown}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div className="latch-tabs__panel" role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
