// The messages of the connection and balance flows (catalogue.ts re-exports them), in a module of
// their own so that they load with those flows, not with the page as startupMessages.ts does.
import { message, messageWith } from './message.js';

export const tokenBalanceUnavailable = message('tokenBalanceUnavailable', 'Token Balance Unavailable');
export const authInitialization = message('authInitialization', 'A problem occurred while trying initialize authentication');
export const namespaceRequiredForConnectorId = message('namespaceRequiredForConnectorId', 'Namespace is required for CONNECTED_CONNECTOR_ID');
export const failedToDisconnect = message('failedToDisconnect', 'Failed to disconnect');
export const failedToDisconnectChain = messageWith('failedToDisconnectChain', (chain: string) => `Failed to disconnect chain ${chain}`);
