import type { Frame, Page } from '@playwright/test';

/**
 * What a pseudo-localized text carries: the marks around each message (⟦ ⟧) or its accented
 * letters. Visible text in the modal without either came from somewhere other than a catalogue.
 */
const PSEUDO = '[⟦⟧\\u00C0-\\u024F\\u1E00-\\u1EFF]';

/** The modal's roots: the dialog's overlay, the page's connect button and any snack or alert. */
const ROOTS = '.latch-overlay, .latch-connect-button, .latch-snackbar, .latch-alert';

/** Where a document's messages are (`roots`), and what inside them is data however it reads (`skip`: a message to sign). */
export interface TextScope {
  roots: string;
  skip?: string;
}
const MODAL: TextScope = { roots: ROOTS };

/**
 * The visible texts (and the placeholders, labels, titles and alternative texts a person meets)
 * in the modal that are not pseudo-localized, each with where it is: the untranslated or
 * hard-coded strings. `data` are the words the page shows as data (wallet, network and token
 * names): they are never translated. Addresses, hashes, emails and numbers are data too.
 */
export function untranslatedTexts(page: Page | Frame, data: readonly string[], { roots, skip }: TextScope = MODAL): Promise<string[]> {
  return page.evaluate(
    ({ roots, skip, pseudo, data }) => {
      const marked = new RegExp(pseudo);
      const where = (element: Element) => `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')}`;
      const isData = (text: string) => {
        let rest = text;
        for (const word of data) rest = rest.split(word).join(' ');
        // Email and chain addresses and hashes (whole or shortened), tickers and currency codes, and
        // amounts and times as Intl writes them ("US$", "7:54 AM" in some locales).
        rest = rest.replace(/[^\s@]+@[^\s@]+\.\w+|0x[0-9a-fA-F]+(?:…[0-9a-fA-F]+)?|[1-9A-HJ-NP-Za-km-z]{32,44}|\b[A-Z]{2,6}\b|[A-Z]{0,3}[$€]|\d{1,2}:\d{2}\s?[AP]M|[\d.,:%+<≈…·/()\-–—\s\u200E\u200F]+/g, ' ');
        return !/[A-Za-z]{2,}/.test(rest);
      };
      const found: string[] = [];
      for (const root of Array.from(document.querySelectorAll(roots))) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent?.trim() ?? '';
          const element = node.parentElement!;
          if (!text || (skip && element.closest(skip)) || !element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
          if (!marked.test(text) && !isData(text)) found.push(`${where(element)}: "${text}"`);
        }
        for (const element of [root, ...Array.from(root.querySelectorAll('*'))]) {
          if (!element.checkVisibility({ visibilityProperty: true })) continue;
          for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
            const text = element.getAttribute(name)?.trim();
            if (text && !marked.test(text) && !isData(text)) found.push(`${where(element)}[${name}]: "${text}"`);
          }
        }
      }
      return [...new Set(found)];
    },
    { roots, skip, pseudo: PSEUDO, data },
  );
}

/**
 * The texts in the modal that do not fit: an element whose text overflows a box that hides its
 * overflow (a scrolling list is not clipped), or text that runs past the dialog's edges. A name
 * the page shows as data may end in an ellipsis by design; a message never.
 */
export function clippedTexts(page: Page | Frame, { roots }: TextScope = MODAL): Promise<string[]> {
  return page.evaluate(({ roots, pseudo }) => {
    const marked = new RegExp(pseudo);
    const found: string[] = [];
    const dialog = document.querySelector('[role="dialog"]')?.getBoundingClientRect();
    const hides = (value: string) => value === 'hidden' || value === 'clip';
    for (const root of Array.from(document.querySelectorAll(roots)))
      for (const element of [root, ...Array.from(root.querySelectorAll('*'))]) {
        const own = Array.from(element.childNodes).filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim());
        if (!own.length || !element.checkVisibility({ visibilityProperty: true })) continue;
        const style = getComputedStyle(element);
        // Text hidden for sight but read by assistive technology is clipped on purpose.
        if (element.getBoundingClientRect().width <= 1 || style.clipPath !== 'none' || style.clip !== 'auto') continue;
        const name = `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')}: "${element.textContent!.trim().slice(0, 60)}"`;
        const ellipsis = style.textOverflow === 'ellipsis' && !marked.test(element.textContent!);
        const overflows = (hides(style.overflowX) && element.scrollWidth > element.clientWidth + 1) || (hides(style.overflowY) && element.scrollHeight > element.clientHeight + 1);
        if (overflows && !ellipsis) found.push(`${name} overflows its box`);
        if (dialog && root.classList.contains('latch-overlay'))
          for (const node of own) {
            const range = document.createRange();
            range.selectNodeContents(node);
            const text = range.getBoundingClientRect();
            if (text.width && (text.left < dialog.left - 1 || text.right > dialog.right + 1)) found.push(`${name} runs past the dialog`);
          }
      }
    // A field's placeholder is no text node: measure it in the field's own font against the room inside it.
    const context = document.createElement('canvas').getContext('2d')!;
    for (const field of Array.from(document.querySelectorAll<HTMLInputElement>('.latch-overlay input[placeholder]'))) {
      if (!field.checkVisibility() || field.value) continue;
      const style = getComputedStyle(field);
      context.font = style.font;
      const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (context.measureText(field.placeholder).width > room + 1) found.push(`input.${Array.from(field.classList).join('.')}[placeholder]: "${field.placeholder}" is wider than its field`);
    }
    return [...new Set(found)];
  }, { roots, pseudo: PSEUDO });
}
