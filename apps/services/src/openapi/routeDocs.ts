// Every route's description, gathered from the files beside the routes, for GET /openapi.json.
import { analyticsDocs } from '../analytics/routes.openapi.js';
import { blockchainApiDocs } from '../blockchainApi/routes.openapi.js';
import { imageDocs } from '../images/routes.openapi.js';
import { walletApiDocs } from '../walletApi/routes.openapi.js';
import { appDocs } from './app.openapi.js';
import type { RouteDoc } from './routeDoc.js';

export const routeDocs: readonly RouteDoc[] = [...appDocs, ...walletApiDocs, ...imageDocs, ...analyticsDocs, ...blockchainApiDocs];
