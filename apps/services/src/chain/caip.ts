// CAIP-2 chain ids, CAIP-10 account ids and EVM addresses, as the client sends them (SPEC 3 and 5).
import { EVM_ADDRESS, SOLANA_ADDRESS } from '@latch/core/api';
import { getAddress } from 'ethers';
import { z } from 'zod';

const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/;

/** How the convert API names a chain's native currency: no contract, this conventional address. */
export const NATIVE_TOKEN_ADDRESS = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';
export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

export const isNativeAddress = (address: string) => {
  const lower = address.toLowerCase();
  return lower === NATIVE_TOKEN_ADDRESS.toLowerCase() || lower === ZERO_ADDRESS;
};

export const caip2Schema = z.string().regex(CAIP2, 'must be a CAIP-2 chain id such as eip155:1');

export const evmAddressSchema = z.string().regex(EVM_ADDRESS, 'must be an address: 0x and 40 hex digits');

/** A checksummed EVM address (input already matched EVM_ADDRESS). */
export const checksum = (address: string) => getAddress(address.toLowerCase());

export interface AccountId {
  /** CAIP-2 chain id when the input was CAIP-10. */
  chainId?: string;
  address: string;
  /** True for an EVM address; false for another namespace's (base58). */
  evm: boolean;
}

/** An address alone, or CAIP-10 `namespace:reference:address`. */
export const accountIdSchema = z.string().transform((value, ctx): AccountId => {
  const parts = value.split(':');
  const address = parts.length === 3 ? parts[2]! : value;
  const chainId = parts.length === 3 ? `${parts[0]}:${parts[1]}` : undefined;
  const badChain = chainId !== undefined && !CAIP2.test(chainId);
  if ((parts.length !== 1 && parts.length !== 3) || badChain) {
    ctx.addIssue({ code: 'custom', message: 'must be an address or a CAIP-10 account id such as eip155:1:0x…' });
    return z.NEVER;
  }
  if (EVM_ADDRESS.test(address)) return { chainId, address: checksum(address), evm: true };
  if (SOLANA_ADDRESS.test(address) && chainId?.startsWith('eip155:') !== true) return { chainId, address, evm: false };
  ctx.addIssue({ code: 'custom', message: 'must be an address (0x and 40 hex digits) or a CAIP-10 account id' });
  return z.NEVER;
});

/** An EVM address alone or as CAIP-10; resolves with the address and the chain id if one was given. */
export const evmAccountSchema = accountIdSchema.refine((account) => account.evm, 'must be an EVM address: 0x and 40 hex digits');

export const caip10 = (chainId: string, address: string) => `${chainId}:${address}`;
