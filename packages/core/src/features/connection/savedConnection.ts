// Where a namespace's saved connection is kept: the connector to reconnect after a reload, and the account it
// was on. A server render reads both from the browser's cookie (@latch/core/ssr) to draw its first frame connected.
import type { ChainNamespace } from '../../caip/namespaces.js';
import { namespaceRequiredForConnectorId } from '../../errors/flowMessages.js';
import { LatchError } from '../../errors/LatchError.js';

const CONNECTOR_PREFIX = 'connectedConnectorId:';
const ADDRESS_PREFIX = 'connectedCaipAddress:';

export const connectedConnectorKey = (namespace: ChainNamespace | undefined) => {
  if (!namespace) throw new LatchError(namespaceRequiredForConnectorId);
  return `${CONNECTOR_PREFIX}${namespace}`;
};

/** The CAIP-10 address the namespace's wallet was last on. */
export const connectedAddressKey = (namespace: ChainNamespace) => `${ADDRESS_PREFIX}${namespace}`;

export const isSavedConnectionKey = (key: string) => key.startsWith(CONNECTOR_PREFIX) || key.startsWith(ADDRESS_PREFIX);
