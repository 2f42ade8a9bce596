/** A wallet's icon, or its initial on a tinted tile when it has none. Decorative: the name is always beside it. */
export function WalletIcon({ name, imageUrl }: { name: string; imageUrl?: string }) {
  if (imageUrl) return <img className="latch-wallet-icon" src={imageUrl} alt="" width={36} height={36} />;
  return (
    <span className="latch-wallet-icon latch-wallet-icon--placeholder" aria-hidden="true">
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
