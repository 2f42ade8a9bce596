import { HDNodeWallet, Mnemonic } from 'ethers';

/** The mnemonic anvil funds its default accounts from; public, for local development only. */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk';

export interface DevAccount {
  address: string;
  privateKey: string;
}

// Each derivation from the mnemonic stretches its seed and walks the whole path again (about 7 ms), so derive children of one parent.
const accountsParent = () => HDNodeWallet.fromMnemonic(Mnemonic.fromPhrase(DEV_MNEMONIC), "m/44'/60'/0'/0");

function devAccount(parent: HDNodeWallet, index: number): DevAccount {
  const wallet = parent.deriveChild(index);
  return { address: wallet.address, privateKey: wallet.privateKey };
}

/** The first `count` anvil dev accounts, each funded with 10 000 ETH at start. */
export function devAccounts(count = 10): DevAccount[] {
  const parent = accountsParent();
  return Array.from({ length: count }, (_, index) => devAccount(parent, index));
}

/**
 * The account that deploys the DEX and owns its liquidity. It sits just past the ten dev
 * accounts: tests across the repo use all ten and expect their token balances untouched.
 */
export function liquidityProviderAccount(): DevAccount {
  return devAccount(accountsParent(), 10);
}

/** ETH the liquidity provider gets at start (anvil funds only the ten dev accounts): enough to wrap for every pool. */
export const LIQUIDITY_PROVIDER_ETH = '10000';

/** The account that deploys Farcaster's ID registry, as its first transaction: the registry's address is the same at every start. */
export function farcasterDeployerAccount(): DevAccount {
  return devAccount(accountsParent(), 11);
}

/** The account that deploys the ERC-4337 EntryPoint and account factory through the deterministic deployer. */
export function accountAbstractionDeployerAccount(): DevAccount {
  return devAccount(accountsParent(), 12);
}

/** The bundler's accounts: the executor sends the bundles (handleOps), the utility account deploys its simulation contracts. */
export function bundlerAccounts(): { executor: DevAccount; utility: DevAccount } {
  const parent = accountsParent();
  return { executor: devAccount(parent, 13), utility: devAccount(parent, 14) };
}
