import type { RouterData, Wallet } from '@latch/core';

/** The listing fields a connecting view needs, as the router's plain data (no arrays, no undefined). */
const FIELDS = ['id', 'name', 'image_url', 'rdns', 'mobile_link', 'desktop_link', 'webapp_link'] as const;

export type RoutedWallet = Pick<Wallet, (typeof FIELDS)[number]>;

export function walletRouteData(wallet: RoutedWallet, extra: Record<string, string> = {}): RouterData {
  const data: Record<string, string | null> = { ...extra };
  for (const field of FIELDS) data[field] = wallet[field] ?? null;
  return data;
}

/** The wallet a connecting view was opened for, or undefined when the route carries none. */
export function walletFromRoute(data: RouterData | undefined): RoutedWallet | undefined {
  if (!data || typeof data.id !== 'string' || typeof data.name !== 'string') return undefined;
  const text = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : null);
  return { id: data.id, name: data.name, image_url: text('image_url'), rdns: text('rdns'), mobile_link: text('mobile_link'), desktop_link: text('desktop_link'), webapp_link: text('webapp_link') };
}
