import { LatchError, LatchMessages, type Message } from '@latch/core';
import bs58 from 'bs58';
import type { SolanaWallet } from '../connectors/types.js';
import { solanaAddressSchema } from '../standard/schemas.js';
import type { WalletConnectPort } from './port.js';
import { accountsEventSchema, addressOf, signatureAnswerSchema, signedTransactionAnswerSchema, solanaSessionAccounts } from './schemas.js';

const SIGNATURE_BYTES = 64;

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/** A base58 signature of 64 bytes, else `invalid`. */
function signatureBytes(answer: unknown, invalid: Message): Uint8Array {
  const parsed = signatureAnswerSchema.safeParse(answer);
  const bytes = parsed.success ? bs58.decode(parsed.data.signature) : undefined;
  if (bytes?.length !== SIGNATURE_BYTES) throw new LatchError(invalid);
  return bytes;
}

/**
 * The wallet of an approved WalletConnect session on the solana namespace: solana_signMessage,
 * solana_signTransaction and solana_signAndSendTransaction on the session's chains. Undefined when
 * the session grants no Solana account.
 */
export function walletConnectSolanaWallet(port: WalletConnectPort, session: unknown): SolanaWallet | undefined {
  const granted = solanaSessionAccounts(session);
  const addresses = granted?.addresses.filter((address) => solanaAddressSchema.safeParse(address).success) ?? [];
  if (!granted || !addresses.length) return undefined;
  const [fallbackChain] = granted.chains;
  const chainFor = (chain: string) => (granted.chains.includes(chain) ? chain : fallbackChain!);

  return {
    addresses,
    chains: granted.chains,
    chainsFixed: true,

    async signMessage(address, message) {
      const answer = await port.request({ chainId: fallbackChain!, method: 'solana_signMessage', params: { message: bs58.encode(message), pubkey: address } });
      return signatureBytes(answer, LatchMessages.walletInvalidSignature);
    },

    async signAndSendTransaction({ address, transaction, chain, options }) {
      const params = { transaction: toBase64(transaction), pubkey: address, ...(options ? { sendOptions: options } : {}) };
      const answer = await port.request({ chainId: chainFor(chain), method: 'solana_signAndSendTransaction', params });
      return signatureBytes(answer, LatchMessages.walletInvalidTransactionHash);
    },

    async signTransaction({ address, transaction, chain }) {
      const answer = await port.request({ chainId: chainFor(chain), method: 'solana_signTransaction', params: { transaction: toBase64(transaction), pubkey: address } });
      const parsed = signedTransactionAnswerSchema.safeParse(answer);
      if (!parsed.success) throw new LatchError(LatchMessages.walletInvalidSignature);
      if ('transaction' in parsed.data) return fromBase64(parsed.data.transaction);
      // Older wallets answer the signature alone: it goes into the fee payer's slot (the first) of the transaction sent.
      const signed = Uint8Array.from(transaction);
      signed.set(signatureBytes(parsed.data, LatchMessages.walletInvalidSignature), 1);
      return signed;
    },

    listen(onChange) {
      return port.listen('solana', (event) => {
        if (event.type === 'deleted') return onChange({ type: 'disconnect' });
        if (event.name !== 'accountsChanged') return;
        const accounts = accountsEventSchema.safeParse(event.data);
        if (!accounts.success) return;
        const changed = accounts.data.map(addressOf).filter((address) => solanaAddressSchema.safeParse(address).success);
        onChange(changed.length ? { type: 'accounts', addresses: changed } : { type: 'disconnect' });
      });
    },

    disconnect: () => port.close(),
  };
}
