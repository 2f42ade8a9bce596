import { JWT_NOT_YET_VALID, UNAUTHORIZED_INVALID_KEY, UNAUTHORIZED_ORIGIN } from '../api/wire.js';
// The part of the catalogue (catalogue.ts re-exports it) that the store, the adapters' listings and
// the modal shell use from the first page load. A module loaded with the page imports its messages
// from here, never from catalogue.ts, so the rest of the catalogue stays in the chunks that use it.
import type { AlertId } from './alerts.js';

export const TOKEN_BALANCE_UNAVAILABLE = 'Token Balance Unavailable';
export const NETWORK_NOT_FOUND = 'Network not found';
export const AUTH_INITIALIZATION = 'A problem occurred while trying initialize authentication';
export const NO_CONNECTION_CONTROLLER_CLIENT = 'No ConnectionController client found';
export const CHAIN_REQUIRED = 'Chain is required to perform this action';
export const CHAIN_ADAPTER_NOT_FOUND = 'Chain adapter not found';
export const NAMESPACE_REQUIRED_FOR_CONNECTOR_ID = 'Namespace is required for CONNECTED_CONNECTOR_ID';
export const FAILED_TO_DISCONNECT = 'Failed to disconnect';
export const failedToDisconnectChainMessage = (chain: string) => `Failed to disconnect chain ${chain}`;
export const UNKNOWN = 'Unknown error';
export const REQUEST_ABORTED = 'Request was aborted';
export const EMAIL_DEPENDENCY = 'Unable to load email login dependency';
export const SIWE_AND_SIWX = 'Cannot set both `siweConfig` and `siwx` options';
export const walletUnavailableMessage = (id: string) => `No wallet "${id}" is available in this browser.`;
export const WALLET_RETURNED_NO_ACCOUNT = 'The wallet returned no account.';
export const invalidLegalUrlMessage = (option: string) => `${option} must be an http or https URL.`;
export const duplicateAdapterMessage = (namespace: string) => `Only one adapter per namespace: ${namespace} was given twice.`;

/** Provider server messages of SPEC 8 and the alert each one maps to. */
export const ProviderMessageAlerts: Readonly<Record<string, AlertId>> = {
  [UNAUTHORIZED_ORIGIN]: 'invalidAppConfiguration',
  [JWT_NOT_YET_VALID]: 'sessionExpired',
  [UNAUTHORIZED_INVALID_KEY]: 'invalidProjectId',
};
