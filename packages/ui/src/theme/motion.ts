import type { CSSProperties } from 'react';
import { ANIMATION_DURATIONS_MS, MODAL_SHAKE_MS } from '@latch/core/internal';

/**
 * Core's durations (SPEC 9) as the custom properties the stylesheets animate by, `--latch-<name>-duration`,
 * set through the CSSOM as the theme is: the modal's on its overlay, the snackbar's on its host (its own
 * chunk's, so it stays out of the page's entry).
 */
export const motionStyle = (durations: Record<string, number>) =>
  Object.fromEntries(Object.entries(durations).map(([name, ms]) => [`--latch-${name}-duration`, `${ms}ms`])) as CSSProperties;

export const MODAL_MOTION = motionStyle({ shake: MODAL_SHAKE_MS, fade: ANIMATION_DURATIONS_MS.fade, rise: ANIMATION_DURATIONS_MS.rise });
