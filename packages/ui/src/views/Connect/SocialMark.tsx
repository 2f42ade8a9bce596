import type { ReactNode } from 'react';
import type { SocialEntry } from './socialNames.js';

/**
 * Each login's own mark, drawn here as a simple shape in its brand's colours on a 24-unit tile
 * (not taken from any brand kit). It loads with Connect, the one view that shows it.
 */
const MARKS: Record<SocialEntry, { tile: string; mark: ReactNode }> = {
  google: {
    tile: '#fff',
    mark: (
      <g fill="none" strokeWidth="3">
        <path d="M16.6 7.4a6.5 6.5 0 0 0-10.2 1.35" stroke="#ea4335" />
        <path d="M6.4 8.75a6.5 6.5 0 0 0 0 6.5" stroke="#fbbc05" />
        <path d="M6.4 15.25a6.5 6.5 0 0 0 10.2 1.35" stroke="#34a853" />
        <path d="M16.6 16.6a6.5 6.5 0 0 0 1.9-4.6H12" stroke="#4285f4" />
      </g>
    ),
  },
  x: {
    tile: '#000',
    mark: (
      <>
        <path d="M6 6h3.6L18 18h-3.6z" fill="#fff" />
        <path d="M17.4 6 6.6 18" stroke="#fff" strokeWidth="1.5" />
      </>
    ),
  },
  discord: {
    tile: '#5865f2',
    mark: (
      <>
        <path d="M7 8.5Q9.5 7 12 7t5 1.5q1.6 3 1.5 6.8-1.9 1.4-4 2l-.8-1.4q-1.7.5-3.4 0l-.8 1.4q-2.1-.6-4-2Q5.4 11.5 7 8.5z" fill="#fff" />
        <circle cx="9.8" cy="12.6" r="1.3" fill="#5865f2" />
        <circle cx="14.2" cy="12.6" r="1.3" fill="#5865f2" />
      </>
    ),
  },
  github: {
    tile: '#181717',
    mark: (
      <>
        <circle cx="12" cy="12" r="7.5" fill="#fff" />
        <path d="M8.6 10.4 8.3 7.6l2.2 1.2a5 5 0 0 1 3 0l2.2-1.2-.3 2.8a4.1 4.1 0 0 1 .8 2.5c0 2.3-1.9 3.9-4.2 3.9s-4.2-1.6-4.2-3.9a4.1 4.1 0 0 1 .8-2.5z" fill="#181717" />
      </>
    ),
  },
  apple: {
    tile: '#000',
    mark: (
      <>
        <ellipse cx="13.6" cy="6.6" rx="1.3" ry="2.4" transform="rotate(40 13.6 6.6)" fill="#fff" />
        <circle cx="10" cy="14" r="4.6" fill="#fff" />
        <circle cx="14" cy="14" r="4.6" fill="#fff" />
        <circle cx="18.8" cy="12.4" r="2" fill="#000" />
      </>
    ),
  },
  facebook: {
    tile: '#1877f2',
    mark: <path d="M13.3 20v-6.5h2.2l.3-2.6h-2.5V9.3c0-.8.3-1.3 1.3-1.3H16V5.7q-.9-.2-2-.2c-2 0-3.3 1.2-3.3 3.4v2h-2.2v2.6h2.2V20z" fill="#fff" />,
  },
  farcaster: {
    tile: '#855dcd',
    mark: <path d="M6 6h12v12h-2.6v-5a3.4 3.4 0 0 0-6.8 0v5H6z" fill="#fff" />,
  },
};

export function SocialMark({ provider }: { provider: SocialEntry }) {
  const { tile, mark } = MARKS[provider];
  return (
    <svg className="latch-wallet-icon" viewBox="0 0 24 24" aria-hidden="true">
      <rect x=".25" y=".25" width="23.5" height="23.5" rx="6.5" fill={tile} stroke="#0000001f" strokeWidth=".5" />
      {mark}
    </svg>
  );
}
