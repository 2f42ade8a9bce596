// Loaded by the modal after it opens, never with the dApp's first page.

/** How much of the layout viewport's bottom the on-screen keyboard covers; Modal.css lifts the sheet by it. */
export const KEYBOARD_INSET_PROPERTY = '--latch-keyboard-inset';
/** How tall the part of the page the person sees is; Modal.css keeps the sheet within it. */
export const VISIBLE_HEIGHT_PROPERTY = '--latch-visible-height';
/** The custom properties the stylesheets read that code sets as the page changes, not the theme. */
export const VIEWPORT_PROPERTIES: readonly string[] = [KEYBOARD_INSET_PROPERTY, VISIBLE_HEIGHT_PROPERTY];

/** Below this difference from 1 the page counts as not zoomed. */
const UNZOOMED = 0.01;

/**
 * Keeps the modal on `element` clear of a phone's on-screen keyboard. The keyboard shrinks the
 * visual viewport, not the layout one (iOS Safari, and Chrome on Android unless the page asks it to
 * resize content), so a sheet fixed to the bottom would sit behind it and `100dvh` would not shrink.
 * While the page is pinch-zoomed the visual viewport is small for another reason: nothing is lifted
 * then. Returns the function that stops following and removes the properties.
 */
export function followVisualViewport(element: HTMLElement, view: Window = window): () => void {
  const viewport = view.visualViewport;
  if (!viewport) return () => undefined;
  const update = () => {
    const covered = Math.max(0, Math.round(view.innerHeight - viewport.offsetTop - viewport.height));
    // Zoomed, or shown whole, the stylesheet's fallbacks hold; setting nothing then spares the
    // modal that just opened a second pass over its styles, which every custom property set here costs.
    if (Math.abs(viewport.scale - 1) > UNZOOMED || (covered === 0 && viewport.offsetTop === 0)) {
      element.style.removeProperty(KEYBOARD_INSET_PROPERTY);
      element.style.removeProperty(VISIBLE_HEIGHT_PROPERTY);
      return;
    }
    element.style.setProperty(KEYBOARD_INSET_PROPERTY, `${covered}px`);
    element.style.setProperty(VISIBLE_HEIGHT_PROPERTY, `${Math.round(viewport.height)}px`);
  };
  update();
  viewport.addEventListener('resize', update);
  viewport.addEventListener('scroll', update);
  return () => {
    viewport.removeEventListener('resize', update);
    viewport.removeEventListener('scroll', update);
    element.style.removeProperty(KEYBOARD_INSET_PROPERTY);
    element.style.removeProperty(VISIBLE_HEIGHT_PROPERTY);
  };
}
