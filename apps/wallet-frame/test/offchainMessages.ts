// Off-chain messages as Solana's own library writes them, so the frame's reader is checked against
// an encoder it does not share code with.
import { getOffchainMessageEncoder, verifyOffchainMessageEnvelope, type OffchainMessage } from '@solana/offchain-messages';

export { offchainMessageApplicationDomain, OffchainMessageContentFormat } from '@solana/offchain-messages';

/** The message's bytes. Kit's types brand its texts and addresses; its encoder checks them as it runs. */
export const encodeOffchainMessage = (message: object): Uint8Array => new Uint8Array(getOffchainMessageEncoder().encode(message as OffchainMessage));

/** Resolves when Solana's library finds `signature` to be `signer`'s over the message `bytes`. */
export const verifyOffchainSignature = (bytes: Uint8Array, signer: string, signature: Uint8Array): Promise<void> =>
  verifyOffchainMessageEnvelope({ content: bytes, signatures: { [signer]: signature } } as object as Parameters<typeof verifyOffchainMessageEnvelope>[0]);
