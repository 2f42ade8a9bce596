import type { Answer } from './fakeServices.js';

/** A listing of `size` wallets answering /getWallets as the services do: include, exclude, search, chains, pages. */
export function walletRegistry(size: number) {
  const wallets = Array.from({ length: size }, (_, i) => ({
    id: `w${i}`,
    name: i === 3 ? 'Rainbow' : `Wallet ${i}`,
    rdns: i === 7 ? 'com.coinbase.wallet' : `io.wallet${i}`,
    chains: i % 10 === 9 ? ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] : ['eip155:31337'],
    mobile_link: i % 2 === 0 ? `wallet${i}://` : null,
  }));
  const list = (url: URL) => url.searchParams.getAll('include').flatMap((v) => v.split(',')).filter(Boolean);
  return (url: URL): Answer => {
    const page = Number(url.searchParams.get('page'));
    const entries = Number(url.searchParams.get('entries'));
    const include = list(url);
    const exclude = url.searchParams.getAll('exclude').flatMap((v) => v.split(',')).filter(Boolean);
    const chains = url.searchParams.getAll('chains').flatMap((v) => v.split(',')).filter(Boolean);
    const search = url.searchParams.get('search')?.toLowerCase();
    const matching = wallets.filter(
      (w) =>
        (!include.length || include.includes(w.id)) &&
        !exclude.includes(w.id) &&
        (!chains.length || w.chains.some((c) => chains.includes(c))) &&
        (!search || w.name.toLowerCase().includes(search)),
    );
    return { body: { data: matching.slice((page - 1) * entries, page * entries), count: matching.length } };
  };
}
