// The four image endpoints of SPEC 7, serving SVGs made from each id (a known wallet's, token's or network's own mark), cached for a year.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/env.js';
import { HttpError } from '../http/errors.js';
import { parseParam } from '../http/validate.js';
import { findImageLabel, UPPER_CASE_KINDS, type ImageKind } from './catalog.js';
import { networkMarkOf, TOKEN_MARKS } from './assetMarks.js';
import { generatedWalletMark } from './generatedMarks.js';
import { hashOf, initialsOf, renderSvg } from './svg.js';
import { renderWalletMark, WALLET_MARKS, type WalletMark } from './walletMarks.js';

export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export const imageIdSchema = z.string().regex(/^[A-Za-z0-9:._-]{1,128}$/, 'must be 1 to 128 letters, digits or : . _ -');

const known = (marks: Readonly<Record<string, WalletMark>>, key: string) => (Object.hasOwn(marks, key) ? marks[key] : undefined);

/** The mark an image is drawn with: a known wallet's, a generated wallet's, a token's or a network's; currencies are their symbol. */
function markOf(kind: ImageKind, key: string, label: string): WalletMark | undefined {
  if (kind === 'wallet') return known(WALLET_MARKS, key) ?? generatedWalletMark(label);
  if (kind === 'token') return known(TOKEN_MARKS, key);
  return kind === 'asset' ? networkMarkOf(key) : undefined;
}

export const IMAGE_PATHS: Readonly<Record<ImageKind, string>> = {
  wallet: '/getWalletImage/:id',
  asset: '/public/getAssetImage/:id',
  currency: '/public/getCurrencyImage/:id',
  token: '/public/getTokenImage/:id',
};

export function imageRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  for (const [kind, path] of Object.entries(IMAGE_PATHS) as [ImageKind, string][]) {
    routes.get(path, async (c) => {
      const id = parseParam(c, 'id', imageIdSchema);
      const label = await findImageLabel(c.get('db'), kind, id);
      if (label === null) throw new HttpError(404, `No ${kind} image with id ${id}`);
      const mark = markOf(kind, UPPER_CASE_KINDS.has(kind) ? id.toUpperCase() : id, label);
      const text = kind === 'wallet' || kind === 'asset' ? initialsOf(label) : initialsOf(label, true);
      const shape = kind === 'wallet' ? 'square' : 'circle';
      const svg = mark ? renderWalletMark(label, mark, shape) : renderSvg({ id: `${kind}:${id}`, label, text, shape });
      return c.body(svg, 200, {
        'content-type': 'image/svg+xml; charset=utf-8',
        'cache-control': IMAGE_CACHE_CONTROL,
        etag: `"${hashOf(svg).toString(16)}"`,
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      });
    });
  }
  return routes;
}
