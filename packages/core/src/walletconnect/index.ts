// @latch/core/walletconnect: how the adapters run the WalletConnect SDK: let go of it at
// latch.destroy(), Verify off when asked, a failed proposal in Latch's words, SPEC 9's pairing
// margin. It imports no SDK (it handles the SDK's objects by the shapes it needs), and only the
// adapters' lazily loaded WalletConnect code imports it, so none of it enters a page's entry.
export { closeCore, type ProposingClient, type RunningCore } from './release.js';
export { startReleasable } from './releasable.js';
export { skipVerify, type VerifyingCore } from './verify.js';
export { connectionError } from './connectionError.js';
export { PAIRING_EXPIRY_MARGIN_MS } from '../constants.js';
