// The known wallets' images (src/images/walletMarks.ts): one per wallet of the registry, none for a wallet it does not list.
import { generatedWalletMark } from '../src/images/generatedMarks.js';
import { renderWalletMark, WALLET_MARKS, type WalletMark } from '../src/images/walletMarks.js';
import { generatedWallets } from '../src/walletApi/registry/generatedWallets.js';
import { realWallets } from '../src/walletApi/registry/realWallets.js';

it('gives every known wallet of the registry a mark, and no mark to a wallet it does not list', () => {
  expect(Object.keys(WALLET_MARKS).sort()).toEqual(realWallets().map((wallet) => wallet.image_id).sort());
});

function expectBalancedSvg(label: string, mark: WalletMark) {
  expect(mark.color).toMatch(/^#[0-9a-f]{3}([0-9a-f]{3})?$/);
  const svg = renderWalletMark(label, mark);
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="[^"]+">.*<\/svg>$/);
  const opened = svg.match(/<(svg|text)\b/g)?.length ?? 0;
  expect(svg.match(/<\/(svg|text)>/g)?.length ?? 0).toBe(opened);
  expect(svg).not.toMatch(/<(path|rect|circle|ellipse)\b[^>]*[^/]>/);
}

it.each(Object.entries(WALLET_MARKS))('draws %s as one balanced SVG in a colour of its own', (id, mark) => expectBalancedSvg(id, mark));

it('draws every generated wallet as one balanced SVG', () => {
  for (const { name } of generatedWallets()) expectBalancedSvg(name, generatedWalletMark(name)!);
});
