// @latch/stack/faults: the fault proxy and its control, without the rest of the local world.
export { CONTROL_PATH, faultControl, type FaultControl, type FaultStatus, type SocketAction } from './faultControl.js';
export { startFaultProxy, type FaultProxy, type FaultProxyOptions } from './faultProxy.js';
export type { FaultLogEntry, FaultRuleInput } from './faultRules.js';
