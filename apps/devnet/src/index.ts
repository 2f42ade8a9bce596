export {
  ACCOUNT_CONTRACT,
  ACCOUNT_FACTORY_ADDRESS,
  ACCOUNT_FACTORY_CONTRACT,
  accountAbstractionInterface,
  devSessionAccountFactoryAddress,
  ENTRY_POINT_ADDRESS,
  SESSION_ACCOUNT_CONTRACT,
  SESSION_ACCOUNT_FACTORY_CONTRACT,
  type AccountAbstractionContract,
} from './accountAbstraction/contracts.js';
export type { AccountAbstractionContracts } from './accountAbstraction/deploy.js';
export { startBundler, type Bundler, type BundlerOptions } from './accountAbstraction/bundler.js';
export { DEV_MNEMONIC, devAccounts, farcasterDeployerAccount, liquidityProviderAccount, type DevAccount } from './accounts.js';
export { devIdRegistryAddress, ensureFid, fidOf, ID_REGISTRY_ABI, idRegistry } from './farcaster/idRegistry.js';
export { approveSignIn, farcasterWalletClient, readSignIn, type SignInRequest } from './farcaster/walletApp.js';
export { ENS_OLD_REGISTRY_ADDRESS, ENS_REGISTRY_ADDRESS, ensArtifact, type EnsContract } from './ens/contracts.js';
export { registerEnsName, setReverseName, type EnsName } from './ens/ensNames.js';
export { installEns, type EnsContracts } from './ens/installEns.js';
export { DEV_TOKENS, FUNDED_TOKEN_AMOUNT, type DevTokenInfo, type DevTokenKey } from './deploy.js';
export { freshProvider } from './provider.js';
export { deployed, mined } from './mined.js';
export { setEthBalance, startAnvil, type AnvilProcess } from './anvil.js';
export { DEVNET_CHAIN_ID, startDevnet, type DevDex, type Devnet } from './devnet.js';
export { BASE_ADDRESSES, BASE_CHAIN_ID, BASE_USDC } from './rehearsal/base.js';
export { startBaseRehearsal, type BaseRehearsal, type BaseRehearsalOptions } from './rehearsal/baseRehearsal.js';
export { placeAtCanonicalAddress } from './rehearsal/placement.js';
export { MAINNET_CHAIN_ID, MAINNET_REHEARSAL_NAME, startMainnetRehearsal, type MainnetRehearsal } from './rehearsal/mainnetRehearsal.js';
export type { DexContracts } from './dex.js';
export { POOL_SIDE_USD, POOLS, type PoolKey, type PoolToken } from './pools.js';
export { NATIVE_TOKEN_ADDRESS, USD_PRICES, type PriceTable, type TokenPrice } from './prices.js';
export { ROUTER_PAIR_INIT_CODE_HASH, routerBytecodeFor, uniswapArtifact, type UniswapContract } from './uniswap.js';
export { createDevProvider, type DevProvider, type RequestArguments } from './devProvider.js';
export { rpcCall, RpcError } from './rpc.js';
export { freePort, HOST, isPortInUse, resolvePorts, type PortName } from './ports.js';
export { startRelay, type Relay, type RelayOptions } from './walletconnect/relay.js';
export { MemoryStorage } from './walletconnect/memoryStorage.js';
export { sampleWalletDist } from './sampleWalletDist.js';
export { startSolanaDevnet, startSolanaRehearsal, type SolanaDevnet, type SolanaDevnetOptions } from './solanaDevnet.js';
export { createSolanaDevWallet, type SolanaDevWallet, type SolanaWalletRequest } from './solanaDevWallet.js';
export { solanaDevAccounts, solanaDevnetPool, solanaTreasuryAccount, solanaUsdcMintAccount, type SolanaDevAccount } from './solana/keys.js';
export {
  SOLANA_DEV_USDC,
  SOLANA_DEVNET_CAIP_NETWORK_ID,
  SOLANA_DEVNET_GENESIS_HASH,
  SOLANA_FUNDED_SOL,
  SOLANA_MAINNET_GENESIS_HASH,
  SOLANA_MAINNET_SOL_USDC_POOL,
  SOLANA_MAINNET_USDC,
  SOLANA_POOL_SOL_USD_PRICE,
  solanaCaipNetworkId,
  type SolanaSolUsdcPool,
  type SolanaUsdc,
} from './solana/network.js';
export {
  createSampleWallet,
  type SampleWallet,
  type SampleWalletOptions,
  type WalletProposal,
  type WalletRequest,
  type WalletSession,
} from './walletconnect/sampleWallet.js';
export { socialCallbackPath, startIdentityProvider, type IdentityProvider, type IdentityProviderOptions } from './identity/identityProvider.js';
export { STAND_IN_NAMES, STAND_IN_PROVIDERS, STAND_IN_SCOPES, standInClient, standInSubject, type StandInClient, type StandInProvider } from './identity/standIns.js';
export { StandInBrowser, type ProviderAnswer, type StandInPerson } from './identity/driver.js';
export { postgresBin, startPostgres, type LocalPostgres, type PostgresOptions } from './postgres.js';
