/**
 * A list whose items are added and removed by key, never redrawn: a person tabbing through
 * one card keeps their place when another card arrives or goes.
 */
export class KeyedList<K> {
  readonly #items = new Map<K, HTMLElement>();

  /** `empty` shows while the list is empty; focus moves to `fallbackFocus` when the focused item goes. */
  constructor(
    private readonly list: HTMLElement,
    private readonly empty: HTMLElement,
    private readonly fallbackFocus: HTMLElement,
  ) {}

  /** Shows exactly these keys, in this order of arrival, rendering only the new ones. */
  sync(keys: K[], render: (key: K) => HTMLElement): void {
    const wanted = new Set(keys);
    for (const [key, item] of this.#items) {
      if (wanted.has(key)) continue;
      const hadFocus = item.contains(document.activeElement);
      item.remove();
      this.#items.delete(key);
      if (hadFocus) this.fallbackFocus.focus();
    }
    for (const key of keys) {
      if (this.#items.has(key)) continue;
      const item = render(key);
      this.#items.set(key, item);
      this.list.append(item);
    }
    this.empty.hidden = keys.length > 0;
  }
}
