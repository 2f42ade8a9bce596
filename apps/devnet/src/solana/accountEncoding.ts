import bs58 from 'bs58';
import type { SolanaChain } from './chain.js';
import { invalidParams } from './jsonRpc.js';
import type { AccountConfig } from './rpcParams.js';
import type { AccountState } from './runtime.js';
import { parsedTokenData } from './tokens.js';

/** The validator's limit for base58 account data; larger data needs base64. */
const MAX_BASE58_BYTES = 128;

function encodeData(chain: SolanaChain, account: AccountState, { encoding = 'base58', dataSlice }: AccountConfig): unknown {
  if (encoding === 'jsonParsed') {
    const parsed = parsedTokenData(account, (mint) => chain.mint(mint));
    if (parsed) return parsed;
  }
  const data = dataSlice ? account.data.subarray(dataSlice.offset, dataSlice.offset + dataSlice.length) : account.data;
  if (encoding === 'base58') {
    if (data.length > MAX_BASE58_BYTES) throw invalidParams(`base58 encoded account data must be at most ${MAX_BASE58_BYTES} bytes; use base64`);
    return [bs58.encode(data), 'base58'];
  }
  if (encoding === 'base64+zstd') throw invalidParams('base64+zstd is not supported by the local chain; use base64');
  return [Buffer.from(data).toString('base64'), 'base64'];
}

/** An account as getAccountInfo and its kin answer it. */
export function encodeAccount(chain: SolanaChain, account: AccountState, config: AccountConfig) {
  return {
    data: encodeData(chain, account, config),
    executable: account.executable,
    lamports: Number(account.lamports),
    owner: account.owner,
    rentEpoch: 0,
    space: account.data.length,
  };
}
