// The remote features of /appkit/v1/config (SPEC 9 defaults), under the ids the client reads.
import { DEFAULT_REMOTE_SOCIALS } from '@latch/core/api';

export interface Feature {
  id: string;
  isEnabled: boolean;
  config: string[] | null;
}

/** What a new project starts with; changed per project in project_features. */
export const DEFAULT_FEATURES: readonly Feature[] = [
  { id: 'swaps', isEnabled: true, config: ['1inch'] },
  { id: 'onramp', isEnabled: true, config: ['coinbase', 'meld'] },
  { id: 'email', isEnabled: true, config: null },
  { id: 'social_login', isEnabled: true, config: [...DEFAULT_REMOTE_SOCIALS] },
  { id: 'activity', isEnabled: true, config: null },
  { id: 'branding', isEnabled: true, config: null },
];
