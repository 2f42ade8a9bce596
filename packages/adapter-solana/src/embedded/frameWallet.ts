// Loaded when the embedded wallet's Solana account is first asked for (a connect, a restore, or
// another namespace's login joining this one): the Latch instance's one embedded session (shared
// with adapter-evm through AdapterContext.share) and the SolanaWallet over its requests. The frame
// checks and shows every signing request; every answer is parsed here with @latch/frame's schemas.
import { Alerts, LatchError, LatchMessages, type AdapterContext, type AdapterEvent, type Message } from '@latch/core';
import { SDK_TYPE, SDK_VERSION } from '@latch/core/api';
import { createLogger } from '@latch/core/logger';
import { createEmbeddedSession, EMBEDDED_SESSION_KEY, loggedInUser, solanaResultSchemas, type SolanaSigningMethod } from '@latch/frame';
import bs58 from 'bs58';
import type { SolanaWallet, WalletChange, WalletRequest } from '../connectors/types.js';
import { frameFailure } from './frameErrors.js';
import type { SolanaEmbeddedWalletOptions } from './options.js';

const SIGNATURE_BYTES = 64;

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

function signatureBytes(text: string, invalid: Message): Uint8Array {
  const bytes = bs58.decode(text);
  if (bytes.length !== SIGNATURE_BYTES) throw new LatchError(invalid);
  return bytes;
}

/** The Solana wallets of the embedded session: one per request, all on the same frame and session. */
export function embeddedSolanaWallets(options: SolanaEmbeddedWalletOptions, latch: AdapterContext | undefined, emit: (event: AdapterEvent) => void) {
  if (!latch?.projectId) {
    emit({ type: 'alert', alert: 'projectIdNotConfigured' });
    throw new LatchError(Alerts.projectIdNotConfigured.shortMessage);
  }
  const { projectId, metadata } = latch;
  const clock = options.clock ?? latch.clock;
  // The config's features as given: the frame keeps smart sessions off unless they say on.
  const features = latch.features ? { features: latch.features } : {};
  // What a listener of the frame throws goes to Latch's logger, at the config's log level.
  const onError = createLogger(latch.logLevel).error;
  const session = latch.share(EMBEDDED_SESSION_KEY, () => createEmbeddedSession({ frameUrl: options.frameUrl, projectId, metadata, ...features, sdkVersion: SDK_VERSION, sdkType: SDK_TYPE, clock, onError }));
  const ended = new Set<(change: WalletChange) => void>();
  // Approval notices reach core through whichever adapter joined the session first.
  session.join((event) => (event.type === 'ended' ? [...ended].forEach((listener) => listener({ type: 'disconnect' })) : emit(event)));

  const mapped = async <T>(request: () => Promise<T>): Promise<T> => {
    try {
      return await request();
    } catch (error) {
      throw frameFailure(error, emit);
    }
  };

  /** An RPC request of a Solana signing method, its answer parsed. */
  const ask = <M extends SolanaSigningMethod>(method: M, params: Record<string, unknown>, chainId: string) =>
    mapped(async () => {
      const { result } = await session.request('RPC_REQUEST', { method, params, chainId });
      const parsed = solanaResultSchemas[method].safeParse(result);
      if (!parsed.success) throw new LatchError(method === 'solana_signAndSendTransaction' ? LatchMessages.walletInvalidTransactionHash : LatchMessages.walletInvalidSignature);
      return parsed.data as { signature: string } & { transaction: string };
    });

  return async ({ silent, networks: [network] }: WalletRequest): Promise<SolanaWallet | undefined> => {
    // The frame answers with the Solana account on a Solana network it knows; without one there is nothing to ask.
    if (!network) return undefined;
    if (silent && !(await mapped(() => session.isConnected()))) return undefined;
    const user = await mapped(() => session.request('GET_USER', { chainId: network.caipNetworkId }));
    const chain = String(user.chainId);
    return {
      addresses: [user.address],
      chains: [chain],
      embeddedUser: loggedInUser(user),
      async signMessage(address, message) {
        const { signature } = await ask('solana_signMessage', { message: bs58.encode(message), pubkey: address }, chain);
        return signatureBytes(signature, LatchMessages.walletInvalidSignature);
      },
      async signAndSendTransaction({ address, transaction, chain: on, options: sendOptions }) {
        const params = { transaction: toBase64(transaction), pubkey: address, ...(sendOptions ? { sendOptions } : {}) };
        const { signature } = await ask('solana_signAndSendTransaction', params, on);
        return signatureBytes(signature, LatchMessages.walletInvalidTransactionHash);
      },
      async signTransaction({ address, transaction, chain: on }) {
        return fromBase64((await ask('solana_signTransaction', { transaction: toBase64(transaction), pubkey: address }, on)).transaction);
      },
      listen(onChange) {
        ended.add(onChange);
        return () => void ended.delete(onChange);
      },
      disconnect: () => session.signOut(),
    };
  };
}
