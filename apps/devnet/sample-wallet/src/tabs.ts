import { byId } from './dom.js';

/** The page's tabs (WAI-ARIA tabs: arrow keys move between them); `select` shows one by its tab's id. */
export function wireTabs(tabIds: readonly string[]): { select(id: string): void } {
  const tabs = tabIds.map((id) => byId(id, HTMLButtonElement));
  const panel = (tab: HTMLButtonElement) => byId(tab.getAttribute('aria-controls') ?? '', HTMLElement);
  const select = (id: string) => {
    for (const tab of tabs) {
      const selected = tab.id === id;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
      panel(tab).hidden = !selected;
    }
  };
  tabs.forEach((tab, index) => {
    tab.addEventListener('click', () => select(tab.id));
    tab.addEventListener('keydown', (event) => {
      const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
      if (!step) return;
      const next = tabs[(index + step + tabs.length) % tabs.length]!;
      select(next.id);
      next.focus();
    });
  });
  return { select };
}
