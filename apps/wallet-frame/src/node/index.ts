import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_WORLD_MARKER } from './buildSettings.js';
import { readHeadersFile } from './securityHeaders.js';

/** The built wallet frame page (index.html and assets), for a static server on 127.0.0.1:5174. `build` makes it. */
export const walletFrameDist = (): string => fileURLToPath(new URL('../../dist', import.meta.url));

/** Whether the built frame is the local world's (built with LATCH_ENV=local): only its new accounts ask the dev faucet for funds. */
export const walletFrameBuiltForLocalWorld = (): boolean => existsSync(join(walletFrameDist(), LOCAL_WORLD_MARKER));

/** The security headers the build wrote for its page (dist/_headers): what any server of the frame sends. */
export const walletFrameHeaders = (): Record<string, string> => readHeadersFile(walletFrameDist());

/** The frame's own smart account sender, for measuring a user operation from approval to receipt outside a browser (`pnpm bench`). */
export { createSmartAccountSender, type SmartAccountSender } from '../smartAccount/sender.js';
