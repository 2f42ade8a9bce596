// The iframe element: made, positioned and hidden through element.style only, never a style
// attribute or a <style> tag, so the page can keep CSP `style-src 'self'`.
import { FRAME_PROTOCOL_VERSION } from '../protocol/constants.js';

export interface FrameRect {
  top: number;
  left: number;
  width: number;
  height: number;
  /** Stacking order while shown; 1000 by default, one above the modal's default 999 (SPEC 9). */
  zIndex?: number;
}

export const FRAME_TITLE = 'Latch embedded wallet';
const DEFAULT_Z_INDEX = 1000;

/** The iframe's src (`?projectId=..&v=..`) and the exact origin messages must come from and go to. */
export function frameSource(frameUrl: string, projectId: string): { src: string; origin: string } {
  const url = new URL(frameUrl);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new TypeError(`The frame URL must be http or https: ${frameUrl}`);
  }
  url.searchParams.set('projectId', projectId);
  url.searchParams.set('v', FRAME_PROTOCOL_VERSION);
  return { src: url.href, origin: url.origin };
}

export function createFrameElement(document: Document, src: string): HTMLIFrameElement {
  const iframe = document.createElement('iframe');
  iframe.title = FRAME_TITLE;
  // The frame reads the app's origin from document.referrer when location.ancestorOrigins is
  // missing (Firefox): send the origin, never the path, whatever the page's own policy.
  iframe.referrerPolicy = 'origin';
  // Passkeys: WebAuthn in a cross-origin frame needs the embedder's leave, as does the Farcaster
  // screen's Copy link; given to the frame's own origin only (the allow attribute's default).
  iframe.setAttribute('allow', 'publickey-credentials-create; publickey-credentials-get; clipboard-write');
  hideFrame(iframe);
  iframe.src = src;
  return iframe;
}

/** Shows the frame over `rect` (viewport pixels). */
export function showFrame(iframe: HTMLIFrameElement, rect: FrameRect): void {
  const { style } = iframe;
  style.position = 'fixed';
  style.top = `${rect.top}px`;
  style.left = `${rect.left}px`;
  style.width = `${rect.width}px`;
  style.height = `${rect.height}px`;
  style.zIndex = String(rect.zIndex ?? DEFAULT_Z_INDEX);
  style.visibility = 'visible';
  style.pointerEvents = 'auto';
  style.opacity = '1';
  iframe.removeAttribute('aria-hidden');
  iframe.tabIndex = 0;
}

/** Hides the frame without display:none: it keeps running and talking while out of sight. */
export function hideFrame(iframe: HTMLIFrameElement): void {
  const { style } = iframe;
  style.position = 'fixed';
  style.top = '0px';
  style.left = '0px';
  style.width = '0px';
  style.height = '0px';
  style.border = '0';
  style.zIndex = '-1';
  style.visibility = 'hidden';
  style.pointerEvents = 'none';
  style.opacity = '0';
  iframe.setAttribute('aria-hidden', 'true');
  iframe.tabIndex = -1;
}
