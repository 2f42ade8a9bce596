/**
 * WalletConnect's icon when its connector brings no image (its row in Connect, its own view, `large`):
 * its mark (the bridge's arc over a wave on its blue), drawn inline like the social marks. As an image
 * (an SVG data URL) it had the browser build a document of its own before Connect's first frame: a
 * task of about 22 ms at 4x CPU throttling.
 */
export function WalletConnectMark({ large = false }: { large?: boolean }) {
  return (
    <svg className={`latch-wallet-icon${large ? ' latch-wallet-icon--large' : ''}`} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#3b99fc" />
      <g fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round">
        <path d="M9.5 13.5a9.2 9.2 0 0 1 13 0" />
        <path d="M6.5 16.5l4.5 4.5 5-4.5 5 4.5 4.5-4.5" />
      </g>
    </svg>
  );
}
