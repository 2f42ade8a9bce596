import type { EIP1193Provider } from '../src/eip1193.js';

/** A scripted EIP-1193 provider for unit tests of the adapter alone; integration tests use the devnet wallet. */
export function scriptedProvider(answers: Record<string, unknown | (() => unknown)> = {}) {
  const handlers = new Map<string, Set<(...args: unknown[]) => void>>();
  const requests: { method: string; params?: unknown }[] = [];
  const provider: EIP1193Provider = {
    async request({ method, params }) {
      requests.push({ method, params });
      const answer = method in answers ? answers[method] : null;
      return typeof answer === 'function' ? (answer as () => unknown)() : answer;
    },
    on(event, listener) {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)!.add(listener);
    },
    removeListener(event, listener) {
      handlers.get(event)?.delete(listener);
    },
  };
  return {
    provider,
    requests,
    fire: (event: string, ...args: unknown[]) => handlers.get(event)?.forEach((h) => h(...args)),
    listenerCount: () => [...handlers.values()].reduce((n, set) => n + set.size, 0),
  };
}

export const ICON = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E';

export function announce(info: Record<string, unknown>, provider: unknown) {
  window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }));
}
