// eth_signTypedData_v4's typed data: read (a JSON string or an object) and checked against the
// network the request is for. A signature for another chain's domain is refused before it is shown:
// signed here, it would be valid there, where the person never looked.
import * as z from 'zod/mini';
import { typedDataOtherChain, TYPED_DATA_CHAIN_INVALID } from '../messages.js';
import type { FrameNetwork } from '../networks.js';
import { parseParams, typedDataSchema, type TypedData } from './params.js';

/** EIP-712's domain chainId (a uint256): a number, a decimal or hex string, or a bigint. */
const domainChainIdSchema = z.union([
  z.number().check(z.int(), z.nonnegative()),
  z.string().check(z.regex(/^(0x[0-9a-fA-F]+|\d+)$/)),
  z.bigint().check(z.nonnegative()),
]);

export function parseTypedData(raw: string | TypedData): TypedData {
  if (typeof raw !== 'string') return raw;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new Error('Invalid eth_signTypedData_v4 params: the typed data is not JSON');
  }
  return parseParams('eth_signTypedData_v4', typedDataSchema, json);
}

/** Throws unless the domain names no chain or `network`'s. */
export function requireDomainOnNetwork(data: TypedData, network: FrameNetwork): void {
  if (data.domain.chainId === undefined) return;
  const parsed = domainChainIdSchema.safeParse(data.domain.chainId);
  if (!parsed.success) throw new Error(TYPED_DATA_CHAIN_INVALID);
  const chainId = BigInt(parsed.data);
  if (chainId !== BigInt(network.chainId)) throw new Error(typedDataOtherChain(chainId, network));
}
