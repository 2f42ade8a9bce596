// The demo with a second RPC URL for the devnet (src/rpcFallbackMain.tsx), for the fallback transport's browser test.
import { sidePage } from './vite.sidePage.js';

export default sidePage('rpc-fallback');
