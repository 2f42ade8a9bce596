import type { Rehearsal } from './rehearsal.js';

/** What `npm start -- --rehearsal` says of the rehearsal of mainnet, after the local world's own lines. */
export function describeRehearsal(demoUrl: string, { mainnet, base, solana }: Rehearsal): string {
  return `The rehearsal of mainnet: the catalogue's Ethereum, Base and Solana, only their RPC URLs here.

  demo page     ${demoUrl}/rehearsal/index.html
  Ethereum      ${mainnet.rpcUrl}  chain id ${mainnet.chainId}; ENS registry ${mainnet.ens.registry}, ${mainnet.primaryName.address} is ${mainnet.primaryName.name}
  Base          ${base.rpcUrl}  chain id ${base.chainId}; USDC ${base.tokens.usdc.address}, Uniswap V2 router ${base.dex.router}
  Base bundler  ${base.bundlerUrl}  (EntryPoint ${base.accountAbstraction.entryPoint}, SimpleAccountFactory ${base.accountAbstraction.accountFactory})
  Solana        ${solana.rpcUrl}  ${solana.caipNetworkId}; USDC mint ${solana.usdc.mint}
`;
}
