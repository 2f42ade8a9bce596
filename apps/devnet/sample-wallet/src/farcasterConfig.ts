import { z } from 'zod';

/** Where the Farcaster tab's relay is (the services' `/farcaster`), and a sign-in link handed over at start. */
export interface FarcasterPageConfig {
  relayUrl: string;
  /** `?farcaster=<link>`, or this page's own address when it was opened as a sign-in link (it carries `channelToken`). */
  link?: string;
}

const servicesSchema = z.url({ protocol: /^https?$/, hostname: /^(127\.0\.0\.1|localhost)$/, error: 'services must be an http:// URL on 127.0.0.1 or localhost' });

/** The Farcaster tab's settings: `?services=` over the services URL the build baked in. */
export function readFarcasterConfig(href: string, defaults: { servicesUrl: string }): FarcasterPageConfig {
  const url = new URL(href);
  const services = servicesSchema.safeParse(url.searchParams.get('services') ?? defaults.servicesUrl);
  if (!services.success) throw new Error(`The wallet's settings are not valid: ${services.error.issues[0]?.message ?? 'services'}.`);
  const link = url.searchParams.get('farcaster') ?? (url.searchParams.has('channelToken') ? href : undefined);
  return { relayUrl: `${services.data.replace(/\/$/, '')}/farcaster`, ...(link ? { link } : {}) };
}
