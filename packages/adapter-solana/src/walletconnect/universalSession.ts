// Loaded on demand, when a person picks WalletConnect or a kept session is restored; it brings the
// WalletConnect SDK in with import() in turn, so the SDK is never in the page's entry.
import { skipVerify, startReleasable } from '@latch/core/walletconnect';
import type { UniversalProvider } from '@walletconnect/universal-provider';
import * as z from 'zod/mini';
import type { WalletConnectSessionContext } from './options.js';
import type { SessionEvent, WalletConnectPort } from './port.js';

/** This adapter's own sessions live apart from adapter-evm's: the SDK keeps one Core per storage prefix. */
const STORAGE_PREFIX = 'latch-solana';
const pairingUriSchema = z.string().check(z.regex(/^wc:[0-9a-f]{64}@2\?/));
const sessionEventSchema = z.object({ topic: z.string(), params: z.object({ chainId: z.string(), event: z.object({ name: z.string(), data: z.unknown() }) }) });
const topicSchema = z.object({ topic: z.string() });

type Provider = Awaited<ReturnType<typeof UniversalProvider.init>>;

/**
 * A WalletConnect session of the Solana adapter's own, over `@walletconnect/universal-provider`, asking
 * for the solana namespace only. The SDK starts with the first call. `lifetime` is the Latch
 * instance's: when it ends, the client lets go of the SDK's timers, socket and listeners, as
 * adapter-evm's does.
 */
export function universalSession(context: WalletConnectSessionContext, lifetime?: AbortSignal): WalletConnectPort {
  let started: Promise<Provider> | undefined;
  const start = () => {
    started ??= import('@walletconnect/universal-provider').then(async ({ UniversalProvider }) => {
      const init = () =>
        UniversalProvider.init({
          projectId: context.projectId,
          relayUrl: context.relayUrl,
          metadata: context.metadata,
          storage: context.storage,
          customStoragePrefix: STORAGE_PREFIX,
          telemetryEnabled: false,
        });
      const provider = await startReleasable(init, ({ client }) => client, lifetime, STORAGE_PREFIX);
      if (context.verify === false) skipVerify(provider.client.core);
      return provider;
    });
    // A start that failed (relay unreachable, say) is tried again next time.
    started.catch(() => (started = undefined));
    return started;
  };

  return {
    async open({ contribution, pairing }) {
      const provider = await start();
      const onUri = (uri: unknown) => {
        if (pairingUriSchema.safeParse(uri).success) pairing?.onUri(uri as string);
      };
      provider.on('display_uri', onUri);
      const { namespace, ...request } = contribution;
      try {
        return await provider.connect({ optionalNamespaces: { [namespace]: request } });
      } finally {
        provider.removeListener('display_uri', onUri);
      }
    },
    restore: async () => (await start()).session,
    request: async ({ chainId, method, params }) => (await start()).request({ method, params: params as object }, chainId),
    listen(namespace: string, listener: (event: SessionEvent) => void) {
      let stopped = false;
      const onEvent = (payload: unknown) => {
        const parsed = sessionEventSchema.safeParse(payload);
        if (parsed.success && !stopped && parsed.data.params.chainId.split(':')[0] === namespace) listener({ type: 'event', ...parsed.data.params.event });
      };
      const onDelete = (payload: unknown) => {
        if (topicSchema.safeParse(payload).success && !stopped) listener({ type: 'deleted' });
      };
      void start().then((provider) => {
        provider.on('session_event', onEvent);
        provider.on('session_delete', onDelete);
      });
      return () => {
        stopped = true;
        void started?.then((provider) => {
          provider.removeListener('session_event', onEvent);
          provider.removeListener('session_delete', onDelete);
        });
      };
    },
    async close() {
      const provider = await started;
      if (provider?.session) await provider.disconnect();
    },
  };
}
