import { z } from 'zod';
import { encodeAccount } from '../accountEncoding.js';
import { invalidParams } from '../jsonRpc.js';
import { rpcMethod, withContext, type RpcMethod } from '../rpcMethod.js';
import { accountConfig, contextConfig, pubkey, tokenAccountsFilter } from '../rpcParams.js';
import { parseTokenAccount, TOKEN_PROGRAM_IDS, tokenAmount } from '../tokens.js';

const MAX_MULTIPLE_ACCOUNTS = 100;

export const accountMethods: Record<string, RpcMethod> = {
  getBalance: rpcMethod(z.tuple([pubkey, contextConfig.optional()]), ([address], chain) => withContext(chain, Number(chain.account(address)?.lamports ?? 0n))),

  getAccountInfo: rpcMethod(z.tuple([pubkey, accountConfig.optional()]), ([address, config = {}], chain) => {
    const account = chain.account(address);
    return withContext(chain, account && encodeAccount(chain, account, config));
  }),

  getMultipleAccounts: rpcMethod(z.tuple([z.array(pubkey).max(MAX_MULTIPLE_ACCOUNTS), accountConfig.optional()]), ([addresses, config = {}], chain) =>
    withContext(
      chain,
      addresses.map((address) => {
        const account = chain.account(address);
        return account && encodeAccount(chain, account, config);
      }),
    ),
  ),

  getMinimumBalanceForRentExemption: rpcMethod(z.tuple([z.number().int().min(0).max(10 * 1024 * 1024), contextConfig.optional()]), ([length], chain) =>
    Number(chain.runtime.rentExemptMinimum(length)),
  ),

  getTokenAccountsByOwner: rpcMethod(z.tuple([pubkey, tokenAccountsFilter, accountConfig.optional()]), ([owner, filter, config = {}], chain) => {
    if ('programId' in filter && !TOKEN_PROGRAM_IDS.includes(filter.programId)) throw invalidParams(`${filter.programId} is not a token program`);
    const programs = 'programId' in filter ? [filter.programId] : TOKEN_PROGRAM_IDS;
    const accounts = programs.flatMap((program) =>
      chain.runtime.programAccounts(program).filter(({ account }) => {
        const tokenAccount = parseTokenAccount(account);
        return tokenAccount?.owner === owner && (!('mint' in filter) || tokenAccount.mint === filter.mint);
      }),
    );
    return withContext(
      chain,
      accounts.map(({ address, account }) => ({ pubkey: address, account: encodeAccount(chain, account, config) })),
    );
  }),

  getTokenAccountBalance: rpcMethod(z.tuple([pubkey, contextConfig.optional()]), ([address], chain) => {
    const account = chain.account(address);
    const tokenAccount = account && parseTokenAccount(account);
    if (!tokenAccount) throw invalidParams('not a token account');
    return withContext(chain, tokenAmount(tokenAccount.amount, chain.mint(tokenAccount.mint)?.decimals ?? 0));
  }),
};
