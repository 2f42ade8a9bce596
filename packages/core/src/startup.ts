// What createLatch settles once the store exists, in one chunk apart from the page's entry: the
// networks the configuration and storage leave open, and the saved connection to restore.
export { startNetworks } from './features/networks/startNetworks.js';
export { restoreSavedConnection } from './features/connection/restore.js';
