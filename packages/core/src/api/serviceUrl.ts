import type { ApiCall } from './request.js';
import { SDK_TYPE, SDK_VERSION } from './wire.js';

/** Where a URL of the services points and whom it names; `ApiContext` is one. */
export interface ServiceUrlContext {
  baseUrl: string;
  projectId: string;
  sdkType?: string;
  sdkVersion?: string;
}

/**
 * A URL of one of Latch's services, with the project id, sdk type and sdk version every call carries
 * (SPEC 7): what a request fetches, or an image the page loads by itself.
 */
export function serviceUrl(context: ServiceUrlContext, path: string, query: ApiCall<unknown>['query'] = {}): string {
  // SPEC 7 writes some paths with a leading slash and some without; both mean the same here.
  const url = new URL(`${context.baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`);
  const params = { projectId: context.projectId, st: context.sdkType ?? SDK_TYPE, sv: context.sdkVersion ?? SDK_VERSION, ...query };
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    url.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return url.toString();
}
