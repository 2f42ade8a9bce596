// Loaded with createLatch's first tick (startup.ts), not with the page: reading the saved connector needs its schema.
import * as z from 'zod/mini';
import type { ChainNamespace } from '../../caip/namespaces.js';
import { reconnect } from './connectThunks.js';
import { connectedConnectorKey } from './savedConnection.js';
import type { LatchThunk } from '../../store/extra.js';

const savedIdSchema = z.string().check(z.minLength(1));

/**
 * Reconnects the connector the namespace used before the page reloaded, once discovery lists it.
 * Returns false while that connector is not discovered yet, true once there is nothing more to do.
 */
export const restoreSavedConnection =
  (namespace: ChainNamespace): LatchThunk<boolean> =>
  (dispatch, getState, { storage }) => {
    const id = storage.get(connectedConnectorKey(namespace), savedIdSchema);
    if (!id) return true;
    if (!getState().connectors.connectors.some((c) => c.chain === namespace && c.id === id)) return false;
    void dispatch(reconnect(namespace, id));
    return true;
  };
