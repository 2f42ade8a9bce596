import { WALLET_CONNECT_MARK } from './walletConnectMark.js';

it("WalletConnect's mark is a well-formed SVG in a data URL, with nothing to fetch", () => {
  const [scheme, data] = WALLET_CONNECT_MARK.split(',') as [string, string];
  expect(scheme).toBe('data:image/svg+xml');
  const svg = new DOMParser().parseFromString(decodeURIComponent(data), 'image/svg+xml');
  expect(svg.querySelector('parsererror')).toBeNull();
  expect(svg.documentElement.tagName).toBe('svg');
  expect(decodeURIComponent(data)).not.toMatch(/href|url\(/);
});
