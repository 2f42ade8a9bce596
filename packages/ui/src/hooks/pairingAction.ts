// Loaded once the view has painted: the views that list WalletConnect paint without core's pairing code.
export { preparePairing } from '@latch/core/internal';
