// The part of the catalogue (catalogue.ts re-exports it) that `defineNetwork` throws: its own module,
// so an app that imports one network of `@latch/core/chains` carries this message and no other.
import { messageWith } from './message.js';

export const invalidNetwork = messageWith('invalidNetwork', (network: string, problem: string) => `The network ${network} is not valid: ${problem}.`);
