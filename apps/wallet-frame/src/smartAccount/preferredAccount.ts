// The person's preferred account type on eip155 (SPEC 6: smartAccount by default; SET_PREFERRED_ACCOUNT
// switches it), kept in the frame origin's storage so it survives a reload. Where a network has no
// smart account contracts the account is the EOA whatever the preference.
import * as z from 'zod/mini';
import { accountTypeSchema, type AccountType } from '@latch/frame/host';
import type { FrameStorage } from '../storage.js';

export const PREFERRED_ACCOUNT_KEY = 'PREFERRED_ACCOUNT_TYPE';

export class PreferredAccount {
  #type: AccountType;

  constructor(private readonly storage: FrameStorage) {
    this.#type = storage.read(PREFERRED_ACCOUNT_KEY, z.optional(accountTypeSchema)) ?? 'smartAccount';
  }

  get type(): AccountType {
    return this.#type;
  }

  set(type: AccountType): void {
    this.#type = type;
    try {
      this.storage.write(PREFERRED_ACCOUNT_KEY, type);
    } catch {
      // The choice then lasts as long as the page.
    }
  }

  /** The account in use: `smart` (a network's smart account, undefined where it has none) while it is preferred, else the EOA (undefined). */
  inUse<T>(smart: T | undefined): T | undefined {
    return this.#type === 'smartAccount' ? smart : undefined;
  }
}
