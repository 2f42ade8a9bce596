import type { Platform } from './store/extra.js';

const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile/i;
const agent = () => (typeof navigator === 'undefined' ? '' : navigator.userAgent);
/** Where Latch runs, read from the browser (mobile, Telegram, iOS Safari) and its frame timing. */
export const browserPlatform: Platform = {
  isMobile: () => MOBILE_AGENT.test(agent()),
  isTelegram: () => typeof window !== 'undefined' && (Boolean((window as { Telegram?: { WebApp?: unknown } }).Telegram?.WebApp) || /Telegram/i.test(agent())),
  isIosSafari: () => /iPhone|iPad|iPod/.test(agent()) && /Safari/.test(agent()) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(agent()),
  // A task queued from the frame callback runs after that frame is painted.
  afterPaint: (work) => (typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => setTimeout(work, 0)) : setTimeout(work, 0)),
};
