// A session key: made in the frame from WebCrypto's randomness, kept in the frame's storage, and
// signing its session account's user operations as SessionAccount reads them (the key's address, then its
// 65-byte signature of the operation hash).
import { computeAddress, concat, hexlify, SigningKey } from 'ethers';
import { randomBytes } from '../../keys/bytes.js';
import { placeholderSignature, type UserOperationSigner } from '../sender.js';

export function newSessionKey(): { privateKey: string; address: string } {
  const privateKey = hexlify(randomBytes(32));
  return { privateKey, address: computeAddress(privateKey) };
}

export function sessionSigner(privateKey: string): UserOperationSigner {
  const key = new SigningKey(privateKey);
  const address = computeAddress(key);
  return { placeholder: concat([address, placeholderSignature()]), sign: (userOpHash) => concat([address, key.sign(userOpHash).serialized]) };
}
