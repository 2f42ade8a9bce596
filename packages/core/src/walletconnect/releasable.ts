import { releaseClient, useCore, whenAborted, type ProposingClient } from './release.js';
import { withRemovableWindowListeners } from './windowListeners.js';

/**
 * Starts a WalletConnect client with `init` so that what it runs on the page ends with `lifetime`
 * (the Latch instance's): its window listeners become removable, its Core counts one more user, and
 * the abort releases it (releaseClient). `client` finds the sign client in what `init` resolves with;
 * `prefix` is the storage prefix the client was made with.
 */
export async function startReleasable<T>(init: () => Promise<T>, client: (started: T) => ProposingClient, lifetime: AbortSignal | undefined, prefix = ''): Promise<T> {
  const sdkListeners = new AbortController();
  const started = await withRemovableWindowListeners(sdkListeners.signal, init);
  const signClient = client(started);
  useCore(signClient.core, () => sdkListeners.abort());
  if (lifetime) whenAborted(lifetime, () => void releaseClient(signClient, prefix));
  return started;
}
