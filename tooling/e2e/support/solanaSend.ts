import type { Page } from '@playwright/test';
import { sendNativeFromAccount } from './accountSend.js';

/** From the Solana Account: Send, SOL, `amount` to `receiver`, Preview, then Send on the review. */
export const sendSolFromAccount = (page: Page, receiver: string, amount: string): Promise<void> => sendNativeFromAccount(page, 'SOL', receiver, amount);
