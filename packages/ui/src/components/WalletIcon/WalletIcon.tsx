import { usePreloadedImage } from './usePreloadedImage.js';

/**
 * A wallet's icon once it has loaded, else its initial on a tinted tile. Decorative: the name is always beside it.
 * `loadDelayMs` holds the download back that long (see usePreloadedImage).
 */
export function WalletIcon({ name, imageUrl, large = false, loadDelayMs }: { name: string; imageUrl?: string | null; large?: boolean; loadDelayMs?: number }) {
  const src = usePreloadedImage(imageUrl, loadDelayMs);
  const className = `latch-wallet-icon${large ? ' latch-wallet-icon--large' : ''}`;
  if (src) return <img className={className} src={src} alt="" width={large ? 64 : 36} height={large ? 64 : 36} />;
  return (
    <span className={`${className} latch-wallet-icon--placeholder`} aria-hidden="true">
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
