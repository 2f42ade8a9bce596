import { AccountLayout, AccountState as TokenState, ACCOUNT_SIZE, MINT_SIZE, MintLayout, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import type { AccountState } from './runtime.js';

const TOKEN_PROGRAMS = new Map([
  [TOKEN_PROGRAM_ID.toBase58(), 'spl-token'],
  [TOKEN_2022_PROGRAM_ID.toBase58(), 'spl-token-2022'],
]);
export const TOKEN_PROGRAM_IDS = [...TOKEN_PROGRAMS.keys()];
// Token-2022 accounts with extensions are longer; the byte after the base layout says which kind they are.
const ACCOUNT_TYPE_OFFSET = ACCOUNT_SIZE;
const ACCOUNT_TYPE = { mint: 1, account: 2 } as const;

export interface TokenAccount {
  mint: string;
  owner: string;
  amount: bigint;
  state: 'uninitialized' | 'initialized' | 'frozen';
  delegate: string | null;
  delegatedAmount: bigint;
  closeAuthority: string | null;
  isNative: boolean;
}

export interface TokenMint {
  decimals: number;
  supply: bigint;
  mintAuthority: string | null;
  freezeAuthority: string | null;
  isInitialized: boolean;
}

export interface TokenAmount {
  amount: string;
  decimals: number;
  uiAmount: number;
  uiAmountString: string;
}

const isKind = (account: AccountState, baseSize: number, kind: number) =>
  TOKEN_PROGRAMS.has(account.owner) && (account.data.length === baseSize || (account.data.length > ACCOUNT_TYPE_OFFSET && account.data[ACCOUNT_TYPE_OFFSET] === kind));

export function parseTokenAccount(account: AccountState): TokenAccount | null {
  if (!isKind(account, ACCOUNT_SIZE, ACCOUNT_TYPE.account)) return null;
  const raw = AccountLayout.decode(account.data);
  if (raw.state === TokenState.Uninitialized) return null;
  return {
    mint: raw.mint.toBase58(),
    owner: raw.owner.toBase58(),
    amount: raw.amount,
    state: raw.state === TokenState.Frozen ? 'frozen' : 'initialized',
    delegate: raw.delegateOption ? raw.delegate.toBase58() : null,
    delegatedAmount: raw.delegatedAmount,
    closeAuthority: raw.closeAuthorityOption ? raw.closeAuthority.toBase58() : null,
    isNative: raw.isNativeOption === 1,
  };
}

export function parseMint(account: AccountState): TokenMint | null {
  if (!isKind(account, MINT_SIZE, ACCOUNT_TYPE.mint)) return null;
  const raw = MintLayout.decode(account.data);
  if (!raw.isInitialized) return null;
  return {
    decimals: raw.decimals,
    supply: raw.supply,
    mintAuthority: raw.mintAuthorityOption ? raw.mintAuthority.toBase58() : null,
    freezeAuthority: raw.freezeAuthorityOption ? raw.freezeAuthority.toBase58() : null,
    isInitialized: true,
  };
}

/** An amount in every form the RPC gives it: `uiAmountString` has no trailing zeros, as the validator prints it. */
export function tokenAmount(amount: bigint, decimals: number): TokenAmount {
  const digits = amount.toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  const uiAmountString = fraction ? `${whole}.${fraction}` : whole;
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString };
}

/** The `jsonParsed` data of a token account or mint, or null for any other account. */
export function parsedTokenData(account: AccountState, mintOf: (mint: string) => TokenMint | null): object | null {
  const program = TOKEN_PROGRAMS.get(account.owner);
  if (!program) return null;
  const space = account.data.length;
  const tokenAccount = parseTokenAccount(account);
  if (tokenAccount) {
    const decimals = mintOf(tokenAccount.mint)?.decimals ?? 0;
    const info = {
      isNative: tokenAccount.isNative,
      mint: tokenAccount.mint,
      owner: tokenAccount.owner,
      state: tokenAccount.state,
      tokenAmount: tokenAmount(tokenAccount.amount, decimals),
      ...(tokenAccount.delegate ? { delegate: tokenAccount.delegate, delegatedAmount: tokenAmount(tokenAccount.delegatedAmount, decimals) } : {}),
      ...(tokenAccount.closeAuthority ? { closeAuthority: tokenAccount.closeAuthority } : {}),
    };
    return { program, parsed: { type: 'account', info }, space };
  }
  const mint = parseMint(account);
  if (!mint) return null;
  const info = { ...mint, supply: mint.supply.toString() };
  return { program, parsed: { type: 'mint', info }, space };
}
