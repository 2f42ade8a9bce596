// The part of the catalogue (catalogue.ts re-exports it) that the store and the modal shell use from
// the first page load. A module loaded with the page imports its messages
// from here, never from catalogue.ts, so the rest of the catalogue stays in the chunks that use it.
import { message, messageWith } from './message.js';

export const networkNotFound = message('networkNotFound', 'Network not found');
export const chainRequired = message('chainRequired', 'Chain is required to perform this action');
export const chainAdapterNotFound = message('chainAdapterNotFound', 'Chain adapter not found');
export const unknown = message('unknown', 'Unknown error');
export const requestAborted = message('requestAborted', 'Request was aborted');
export const emailDependency = message('emailDependency', 'Unable to load email login dependency');
export const siweAndSiwx = message('siweAndSiwx', 'Cannot set both `siweConfig` and `siwx` options');
export const invalidLegalUrl = messageWith('invalidLegalUrl', (option: string) => `${option} must be an http or https URL.`);
export const duplicateAdapter = messageWith('duplicateAdapter', (namespace: string) => `Only one adapter per namespace: ${namespace} was given twice.`);
