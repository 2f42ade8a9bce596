import { fileURLToPath } from 'node:url';

/** The built sample wallet page (index.html and assets), for a static server on 127.0.0.1:5175. `build` makes it. */
export const sampleWalletDist = (): string => fileURLToPath(new URL('./sample-wallet', import.meta.url));
