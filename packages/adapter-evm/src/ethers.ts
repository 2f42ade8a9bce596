// The adapter's only import of ethers. Nothing imports this module statically: it is reached through
// loadEthers() (an import()), so ethers is a chunk of its own that the dApp's first page load never
// carries. Only what the adapter uses is re-exported, so a bundler keeps the chunk to those parts.
export { BrowserProvider, FetchRequest, formatUnits, getAddress, Interface, isError, JsonRpcProvider, JsonRpcSigner, toQuantity } from 'ethers';
export type { FetchGetUrlFunc, TransactionReceipt } from 'ethers';
