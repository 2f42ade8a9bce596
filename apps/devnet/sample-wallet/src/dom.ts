type Child = Node | string;

/** An element with text and children set through the DOM, never through HTML: dApp names and messages are untrusted. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: { className?: string; attrs?: Record<string, string> } = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  if (props.className) element.className = props.className;
  for (const [name, value] of Object.entries(props.attrs ?? {})) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

/** An element of the page by id; the page is broken if it is missing. */
export function byId<T extends HTMLElement>(id: string, type: new () => T): T {
  const element = document.getElementById(id);
  if (!(element instanceof type)) throw new Error(`The page has no ${type.name} #${id}.`);
  return element;
}

/**
 * A button that ignores clicks while its action runs, so one click answers once. It is marked
 * aria-disabled rather than disabled: a disabled button drops the keyboard focus.
 */
export function actionButton(label: string, accessibleName: string, action: () => Promise<void>, className = ''): HTMLButtonElement {
  const button = h('button', { className, attrs: { type: 'button', 'aria-label': accessibleName } }, label);
  button.addEventListener('click', () => {
    if (button.getAttribute('aria-disabled') === 'true') return;
    button.setAttribute('aria-disabled', 'true');
    action().finally(() => button.removeAttribute('aria-disabled'));
  });
  return button;
}

/** A description list of label/value lines. */
export function details(lines: { label: string; value: string }[]): HTMLDListElement {
  return h('dl', { className: 'details' }, ...lines.flatMap(({ label, value }) => [h('dt', {}, label), h('dd', {}, value)]));
}
