// The onramp takes no payment: its checkout only pays the purchase from the network's treasury
// key. Anyone with the public project id can start a purchase, so it pays only in the local world
// or when the operator turns payouts on (LATCH_ONRAMP_PAYOUTS=treasury, a test network's treasury).
import type { ServicesConfig } from '../../config.js';

export const ONRAMP_MESSAGES = {
  payoutsOff: 'The onramp is not available: these services pay no purchase from their treasury',
} as const;

/** The variable that turns payouts on outside the local world, and its values. */
export const PAYOUTS_VARIABLE = 'LATCH_ONRAMP_PAYOUTS';
export const PAYOUT_SETTINGS = ['treasury', 'off'] as const;

/** Whether a configured treasury pays the purchases it is asked to. */
export const paysOut = (config: ServicesConfig): boolean => Boolean(config.localWorld || config.onrampPayouts);
