// Every route's description, gathered from the files beside the routes, for GET /openapi.json.
import { analyticsDocs } from '../analytics/routes.openapi.js';
import { authDocs } from '../auth/routes.openapi.js';
import { emailUpdateDocs } from '../auth/emailUpdate/emailUpdateRoutes.openapi.js';
import { farcasterDocs } from '../auth/farcaster/farcasterRoutes.openapi.js';
import { mailboxDocs } from '../auth/mailbox.openapi.js';
import { passkeyDocs } from '../auth/passkeys/passkeyRoutes.openapi.js';
import { socialDocs } from '../auth/social/socialRoutes.openapi.js';
import { convertDocs } from '../blockchainApi/convert/routes.openapi.js';
import { nameDocs } from '../blockchainApi/names/routes.openapi.js';
import { onrampDocs } from '../blockchainApi/onramp/routes.openapi.js';
import { rpcDocs } from '../blockchainApi/rpc/proxy.openapi.js';
import { blockchainApiDocs } from '../blockchainApi/routes.openapi.js';
import { sessionDocs } from '../blockchainApi/sessions/routes.openapi.js';
import { faucetDocs } from '../faucet/faucet.openapi.js';
import { imageDocs } from '../images/routes.openapi.js';
import { walletApiDocs } from '../walletApi/routes.openapi.js';
import { appDocs } from './app.openapi.js';
import type { RouteDoc } from './routeDoc.js';

/** Every route, the local world's included (they are served only there). */
export const routeDocs: readonly RouteDoc[] = [
  ...appDocs,
  ...walletApiDocs,
  ...imageDocs,
  ...analyticsDocs,
  ...blockchainApiDocs,
  ...convertDocs,
  ...nameDocs,
  ...sessionDocs,
  ...onrampDocs,
  ...rpcDocs,
  ...authDocs,
  ...emailUpdateDocs,
  ...socialDocs,
  ...farcasterDocs,
  ...passkeyDocs,
  ...mailboxDocs,
  ...faucetDocs,
];
