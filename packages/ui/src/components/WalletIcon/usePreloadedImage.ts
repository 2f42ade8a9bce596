import { useEffect, useState } from 'react';
import { IMAGE_PRELOAD_TIMEOUT_MS } from '@latch/core/internal';

/**
 * The image URL once it has loaded, or undefined while it loads, after it failed, and when it
 * took longer than SPEC 9's 2 s: a slow image server leaves the placeholder, never a blank tile.
 * With `delayMs`, the download starts only once the image has been wanted that long.
 */
export function usePreloadedImage(url: string | null | undefined, delayMs = 0): string | undefined {
  const [loaded, setLoaded] = useState<string>();
  useEffect(() => {
    if (!url || typeof Image === 'undefined') return;
    let stop: (() => void) | undefined;
    const start = () => {
      let settled = false;
      const image = new Image();
      const timer = setTimeout(() => (settled = true), IMAGE_PRELOAD_TIMEOUT_MS);
      image.onload = () => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        setLoaded(url);
      };
      image.onerror = () => {
        settled = true;
        clearTimeout(timer);
      };
      image.src = url;
      stop = () => {
        clearTimeout(timer);
        image.onload = image.onerror = null;
        settled = true;
        // A row scrolled away stops its download (slow ones too): in a long list they would queue before the next page's request.
        if (!image.complete) image.src = '';
      };
    };
    let wait: ReturnType<typeof setTimeout> | undefined;
    if (delayMs > 0) wait = setTimeout(start, delayMs);
    else start();
    return () => {
      clearTimeout(wait);
      stop?.();
    };
  }, [url, delayMs]);
  return loaded === url ? loaded : undefined;
}
