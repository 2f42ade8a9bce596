// GET /v1/identity/{address}: the ENS identity where a configured chain has ENS and the address a
// primary name there, else the first name our registry has for the address.
import type { Chain, ChainSet } from '../../chain/chains.js';
import type { Queryable } from '../../db/db.js';
import { ensIdentity, type Identity } from './ensIdentity.js';
import { profilesOf } from './store.js';

/** The chain to read ENS from for an account of `chainId`: that chain if its entry names a registry, else the first that does. */
export function ensChainFor(chains: ChainSet, chainId: string | undefined): Chain | undefined {
  const own = chains.get(chainId);
  return own?.config.ens ? own : chains.list.find((chain) => chain.config.ens);
}

export async function identityOf(db: Queryable, chains: ChainSet, account: { chainId?: string; address: string }, now: number): Promise<Identity> {
  const chain = ensChainFor(chains, account.chainId);
  // ENS out of reach answers as no ENS name: the registry's name is still right, and never a wrong one.
  const ens = chain ? await ensIdentity(db, chain, account.address, now).catch(() => undefined) : undefined;
  if (ens?.name) return ens;
  const [profile] = await profilesOf(db, account.address);
  return { name: profile?.name ?? null, avatar: profile?.attributes.avatar ?? null };
}
