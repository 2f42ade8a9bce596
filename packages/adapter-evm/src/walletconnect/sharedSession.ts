import type { WalletConnectSession, WalletConnectSessionEvent } from '@latch/core';
import * as z from 'zod/mini';

/** The part of WalletConnect's UniversalProvider a namespace's requests and events go through. */
export interface SessionSigner {
  request(args: { method: string; params?: unknown }, chain?: string): Promise<unknown>;
  on(event: string, listener: (payload: unknown) => void): unknown;
  removeListener(event: string, listener: (payload: unknown) => void): unknown;
}

const sessionEventSchema = z.object({
  topic: z.string(),
  params: z.object({ chainId: z.string(), event: z.object({ name: z.string(), data: z.unknown() }) }),
});
const sessionDeleteSchema = z.object({ topic: z.string() });

/**
 * The session this adapter holds, as another namespace (Solana) uses it: its requests go to the
 * wallet on the chain they name, and it hears only the events of its own namespace (an EVM account
 * change is no Solana one), and the session's end.
 */
export function sharedSession(parts: {
  signer: SessionSigner;
  session(): unknown;
  open: WalletConnectSession['open'];
  close(): Promise<void>;
}): WalletConnectSession {
  const { signer } = parts;
  return {
    open: parts.open,
    restore: async () => parts.session(),
    request: ({ chainId, method, params }) => signer.request({ method, params }, chainId),
    listen(namespace, listener: (event: WalletConnectSessionEvent) => void) {
      const onEvent = (payload: unknown) => {
        const parsed = sessionEventSchema.safeParse(payload);
        if (parsed.success && parsed.data.params.chainId.split(':')[0] === namespace) listener({ type: 'event', ...parsed.data.params.event });
      };
      const onDelete = (payload: unknown) => {
        if (sessionDeleteSchema.safeParse(payload).success) listener({ type: 'deleted' });
      };
      signer.on('session_event', onEvent);
      signer.on('session_delete', onDelete);
      return () => {
        signer.removeListener('session_event', onEvent);
        signer.removeListener('session_delete', onDelete);
      };
    },
    close: parts.close,
  };
}
