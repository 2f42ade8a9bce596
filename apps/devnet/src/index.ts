export { DEV_MNEMONIC, devAccounts, type DevAccount } from './accounts.js';
export { DEV_TOKENS, FUNDED_TOKEN_AMOUNT, freshProvider, type DevTokenInfo, type DevTokenKey } from './deploy.js';
export { DEVNET_CHAIN_ID, startDevnet, type Devnet } from './devnet.js';
export { createDevProvider, type DevProvider, type RequestArguments } from './devProvider.js';
export { rpcCall, RpcError } from './rpc.js';
export { freePort, HOST, isPortInUse, resolvePorts, type PortName } from './ports.js';
