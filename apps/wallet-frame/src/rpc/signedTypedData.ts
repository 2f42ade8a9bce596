// eth_signTypedData_v4's typed data as ethers signs it (loaded with import() when typed data is
// prepared): the types without EIP712Domain (ethers makes the domain's type from the domain
// itself), the primary type (the one no other type refers to, whatever the request names) and the
// message with its integers as ethers reads them. Typed data ethers cannot sign, or whose
// primaryType is not the one signed, is refused before it is shown, so the screen describes what is signed.
import { TypedDataEncoder, type TypedDataField } from 'ethers';
import { typedDataOtherPrimaryType, typedDataUnsignable } from '../messages.js';
import type { TypedData } from './params.js';

export interface SignedTypedData {
  primaryType: string;
  types: Record<string, TypedDataField[]>;
  /** Integers as decimal strings, as ethers encodes them (it also reads hex, binary and numbers). */
  message: Record<string, unknown>;
}

/** ethers' own words for what is wrong, without the arguments it appends. */
const reason = (error: unknown) => (error as { shortMessage?: string }).shortMessage ?? (error instanceof Error ? error.message : String(error));

export function signedTypedData(data: TypedData): SignedTypedData {
  const types = Object.fromEntries(Object.entries(data.types).filter(([name]) => name !== 'EIP712Domain'));
  let payload: ReturnType<typeof TypedDataEncoder.getPayload>;
  try {
    TypedDataEncoder.hash(data.domain, types, data.message);
    payload = TypedDataEncoder.getPayload(data.domain, types, data.message);
  } catch (error) {
    throw new Error(typedDataUnsignable(reason(error)));
  }
  if (payload.primaryType !== data.primaryType) throw new Error(typedDataOtherPrimaryType(data.primaryType, payload.primaryType));
  return { primaryType: payload.primaryType, types, message: payload.message };
}
