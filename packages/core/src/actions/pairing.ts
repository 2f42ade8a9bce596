import { preparePairing as preparePairingThunk } from '../features/connection/connectThunks.js';
import type { Latch } from '../createLatch.js';

/** Makes WalletConnect's pairing ahead while the wallets are shown, so its QR code is ready at once. */
export const preparePairing = (latch: Latch) => latch.store.dispatch(preparePairingThunk());
