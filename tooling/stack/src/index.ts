export { demoDist, startStack, type FaultProxies, type Stack, type StackOptions } from './stack.js';
export { CONTENT_SECURITY_POLICY, serveStatic } from './staticServer.js';
export { chromiumLaunchOptions } from './chromium.js';
export type { StackLog } from './steps.js';
export { startFaultProxy, type FaultProxy } from './faults/faultProxy.js';
export { rehearsalChainsFile, type Rehearsal } from './rehearsal.js';
