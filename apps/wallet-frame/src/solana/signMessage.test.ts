/** @jest-environment node */
// solana_signMessage in the frame, with a real Ed25519 key: the text shown, a signature only on
// Approve, and the checks made before anything is shown.
import { Keypair, PublicKey } from '@solana/web3.js';
import { fromBase58, toBase58 } from '../keys/bytes.js';
import { CHAIN_NOT_SUPPORTED, NOT_CONNECTED, OTHER_ACCOUNT } from '../messages.js';
import { solanaRouterHarness as setup } from '../../test/solanaRouterHarness.js';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function verifies(address: string, message: Uint8Array, signature: string) {
  const publicKey = await crypto.subtle.importKey('raw', new PublicKey(address).toBytes() as BufferSource, { name: 'Ed25519' }, false, ['verify']);
  return crypto.subtle.verify({ name: 'Ed25519' }, publicKey, fromBase58(signature) as BufferSource, message as BufferSource);
}

describe('solana_signMessage', () => {
  it('shows the text and signs it with the account key; the signature verifies', async () => {
    const { prompt, request, key } = await setup();
    const message = new TextEncoder().encode('Sign in to the Latch demo');
    const answer = request('solana_signMessage', { message: toBase58(message), pubkey: key.address });
    await settle();
    expect(prompt.asked[0]).toMatchObject({ title: 'Sign a message', details: [['From', key.address]], message: 'Sign in to the Latch demo' });
    prompt.answer(true);
    const { signature } = (await answer) as { signature: string };
    expect(await verifies(key.address, message, signature)).toBe(true);
  });

  it('refuses another account, another chain, and a signed-out wallet', async () => {
    const { request } = await setup();
    await expect(request('solana_signMessage', { message: '3yZe7d', pubkey: Keypair.generate().publicKey.toBase58() })).rejects.toThrow(OTHER_ACCOUNT);
    await expect(request('solana_signMessage', { message: '3yZe7d', pubkey: 'x' }, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).rejects.toThrow(CHAIN_NOT_SUPPORTED);
    const signedOut = await setup({ connected: false });
    await expect(signedOut.request('solana_signMessage', { message: '3yZe7d', pubkey: signedOut.key.address })).rejects.toThrow(NOT_CONNECTED);
  });
});
