// The embedded-wallet auth routes' answers: one schema for the wallet frame that parses them and the
// services' OpenAPI document that describes them.
export * from './sessions.js';
export * from './deviceLinks.js';
export * from './emailUpdate.js';
export * from './social.js';
export * from './farcaster.js';
export * from './passkeys.js';
