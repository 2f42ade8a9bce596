import { devAccounts, LIQUIDITY_PROVIDER_ETH, liquidityProviderAccount, type DevAccount } from '../accounts.js';
import { setEthBalance, startAnvil } from '../anvil.js';
import { registerEnsName, setReverseName } from '../ens/ensNames.js';
import { installEns, type EnsContracts } from '../ens/installEns.js';

/** Ethereum mainnet's chain id. */
export const MAINNET_CHAIN_ID = 1;

/** The primary name the rehearsal gives dev account 0 (its reverse record, matched by its forward record). */
export const MAINNET_REHEARSAL_NAME = 'latch-dev.eth';

export interface MainnetRehearsal {
  rpcUrl: string;
  chainId: number;
  accounts: DevAccount[];
  /** ENS at its Ethereum addresses: the registry, the public resolver and the reverse registrar. */
  ens: EnsContracts;
  /** The account with a primary name, and that name. */
  primaryName: { address: string; name: string };
  stop(): Promise<void>;
}

/**
 * Starts an anvil that rehearses Ethereum mainnet: chain id 1, ENS's registry at its canonical
 * address (installEns, owned by the liquidity provider), and dev account 0 named `latch-dev.eth`
 * both ways, so an identity lookup of its address answers that name as Ethereum would.
 */
export async function startMainnetRehearsal({ port }: { port: number }): Promise<MainnetRehearsal> {
  const anvil = await startAnvil({ port, chainId: MAINNET_CHAIN_ID });
  const { rpcUrl } = anvil;
  try {
    const accounts = devAccounts();
    const owner = liquidityProviderAccount();
    await setEthBalance(rpcUrl, owner.address, LIQUIDITY_PROVIDER_ETH);
    const ens = await installEns(rpcUrl, owner);
    const named = accounts[0]!;
    await registerEnsName(rpcUrl, ens, owner, { name: MAINNET_REHEARSAL_NAME, address: named.address });
    await setReverseName(rpcUrl, ens, named, MAINNET_REHEARSAL_NAME);
    return { rpcUrl, chainId: MAINNET_CHAIN_ID, accounts, ens, primaryName: { address: named.address, name: MAINNET_REHEARSAL_NAME }, stop: anvil.stop };
  } catch (error) {
    await anvil.stop();
    throw error;
  }
}
