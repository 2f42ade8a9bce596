// The onramp takes no payment: its checkout only pays the purchase from the network's treasury
// key, and anyone with the public project id can start a purchase. No payment provider is built to
// confirm that a purchase was paid for, so the treasury pays only in the local world; outside it
// the onramp answers 503, and the start refuses LATCH_ONRAMP_PAYOUTS=treasury (requireProductionSettings).
import type { ServicesConfig } from '../../config.js';
import { localWorldOnly } from '../../localWorld.js';

export const ONRAMP_MESSAGES = {
  payoutsOff: 'The onramp is not available: these services pay no purchase from their treasury',
} as const;

/** The variable that asks for treasury payouts, and its values. */
export const PAYOUTS_VARIABLE = 'LATCH_ONRAMP_PAYOUTS';
export const PAYOUT_SETTINGS = ['treasury', 'off'] as const;

/** Why the start refuses treasury payouts outside the local world. */
export const payoutsNeedProvider = () =>
  `${PAYOUTS_VARIABLE}: no payment provider is built to take the money, so the treasury would pay whoever asks; ${localWorldOnly('an onramp that pays from the treasury')}`;

/** Whether a configured treasury pays the purchases it is asked to: in the local world alone. */
export const paysOut = (config: ServicesConfig): boolean => Boolean(config.localWorld);
