import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ConnectorInfo } from '../../adapter/types.js';
import type { ChainNamespace } from '../../caip/namespaces.js';

export interface ConnectorsState {
  /** Discovered connectors of every namespace, in discovery order. */
  connectors: ConnectorInfo[];
  /** The connector each namespace is connected through. */
  connectedIds: Partial<Record<ChainNamespace, string>>;
}

const initialState: ConnectorsState = { connectors: [], connectedIds: {} };

export const connectorsSlice = createSlice({
  name: 'connectors',
  initialState,
  reducers: {
    /** Replaces the connectors one namespace's adapter knows of. */
    discovered(state, action: PayloadAction<{ namespace: ChainNamespace; connectors: ConnectorInfo[] }>) {
      const { namespace, connectors } = action.payload;
      state.connectors = [...state.connectors.filter((c) => c.chain !== namespace), ...connectors];
    },
    connectedIdSet(state, action: PayloadAction<{ namespace: ChainNamespace; id: string }>) {
      state.connectedIds[action.payload.namespace] = action.payload.id;
    },
    connectedIdCleared(state, action: PayloadAction<ChainNamespace>) {
      delete state.connectedIds[action.payload];
    },
  },
});
