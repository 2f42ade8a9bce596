import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-color-scheme: dark)';
const media = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : undefined);

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** The browser's colour scheme, following the person's system setting as it changes; light where unknown. */
export function useColorScheme(): 'light' | 'dark' {
  return useSyncExternalStore(
    subscribe,
    () => (media()?.matches ? 'dark' : 'light'),
    () => 'light',
  );
}
