// What the router knows of smart sessions without loading them (ethers comes with smartSessions.ts):
// whether the app turned the feature on, and what wallet_getCapabilities says of them (ERC-7715).
import { PERMISSION_TYPE, POLICY_TYPE, SIGNER_TYPE } from './schemas.js';
import type { SmartSessions } from './smartSessions.js';

export interface SmartSessionsGate {
  /** Whether the app turned SPEC 7's smartSessions feature on (SYNC_DAPP_DATA's features). */
  enabled(): boolean;
  load(): Promise<SmartSessions>;
}

export const PERMISSIONS_CAPABILITY = { supported: true, signerTypes: [SIGNER_TYPE], permissionTypes: [PERMISSION_TYPE], policyTypes: [POLICY_TYPE] } as const;
