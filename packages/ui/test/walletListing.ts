import { jsonAnswer as answer } from './jsonAnswer.js';

/**
 * A stand-in for the services' /getWallets in jsdom (which has no fetch), answering as they do:
 * pages, include, exclude and search; `hold` keeps an answer back until its promise settles. The
 * browser end-to-end suite runs the real services.
 */
export function walletListing(size: number, options: { fail?: () => boolean; hold?: (url: URL) => Promise<void> | undefined } = {}) {
  const wallets = Array.from({ length: size }, (_, i) => ({
    id: `w${i}`,
    name: i === 3 ? 'Rainbow' : `Wallet ${i}`,
    rdns: `io.wallet${i}`,
    chains: ['eip155:31337'],
    mobile_link: `wallet${i}://`,
    image_url: null,
  }));
  const requests: URL[] = [];
  const listOf = (url: URL, key: string) => url.searchParams.getAll(key).flatMap((v) => v.split(',')).filter(Boolean);
  const fetch = async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(String(input));
    requests.push(url);
    await options.hold?.(url);
    if (options.fail?.()) return answer(503, { message: 'down' });
    const page = Number(url.searchParams.get('page'));
    const entries = Number(url.searchParams.get('entries'));
    const include = listOf(url, 'include');
    const exclude = listOf(url, 'exclude');
    const search = url.searchParams.get('search')?.toLowerCase();
    const matching = wallets.filter((w) => (!include.length || include.includes(w.id)) && !exclude.includes(w.id) && (!search || w.name.toLowerCase().includes(search)));
    const body = { data: matching.slice((page - 1) * entries, page * entries), count: matching.length };
    return answer(200, body);
  };
  return { wallets, requests, fetch };
}
