/** Where the active network is kept between visits (SPEC 4: stored on every switch, read on start). */
export const ACTIVE_NETWORK_KEY = 'activeCaipNetworkId';
