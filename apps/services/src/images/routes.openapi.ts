// The image routes (routes.ts) for the OpenAPI document: an SVG made from the id's label.
import { z } from 'zod';
import { answer, refusal, type RouteDoc } from '../openapi/routeDoc.js';
import type { ImageKind } from './catalog.js';
import { IMAGE_PATHS, imageIdSchema } from './routes.js';

const SVG = 'image/svg+xml';
const EXAMPLE_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" role="img" aria-label="MetaMask"><rect width="96" height="96" rx="20" fill="#3b5bdb"/><text x="48" y="58" text-anchor="middle" fill="#fff">MM</text></svg>';

export const imageDocs: RouteDoc[] = (Object.entries(IMAGE_PATHS) as [ImageKind, string][]).map(([kind, path]) => ({
  method: 'get',
  path,
  tag: 'Images',
  summary: `The ${kind} image of an id, cached for a year`,
  params: z.object({ id: imageIdSchema }),
  responses: {
    200: { ...answer('An SVG', z.string(), EXAMPLE_SVG), type: SVG },
    404: refusal('No image has this id', `No ${kind} image with id unknown`),
  },
}));
