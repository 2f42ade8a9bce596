// What the frame's screens share: their element factory, and a labelled modal dialog (styled as the
// code screen) whose title and intro are named `<id>-title` and `<id>-intro`.

export type MakeElement = <K extends keyof HTMLElementTagNameMap>(tag: K, props?: Partial<HTMLElementTagNameMap[K]>) => HTMLElementTagNameMap[K];

export const elementMaker =
  (doc: Document): MakeElement =>
  (tag, props = {}) =>
    Object.assign(doc.createElement(tag), props);

/** A hidden `<section id={id} role="dialog">`, labelled by its title and described by its intro. */
export function screenDialog(make: MakeElement, id: string): HTMLElement {
  const dialog = make('section', { id, className: `code ${id}`, hidden: true });
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-labelledby', `${id}-title`);
  dialog.setAttribute('aria-describedby', `${id}-intro`);
  return dialog;
}

/** An error's words for the screen. */
export const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Something went wrong');
