import { lazyOnce } from './lazyOnce.js';
import type { AdapterContext, AdapterEvent, ChainAdapter, ConnectorInfo } from './types.js';

/** What an adapter's shell hands the code it loads later: the Latch instance's context (once `init` ran) and its listeners. */
export interface AdapterHost {
  context(): AdapterContext | undefined;
  /** Tells whoever subscribed to the adapter (core): a wallet's accountsChanged, chainChanged, disconnect, an alert. */
  emit(event: AdapterEvent): void;
}

/** What the body must do beyond the methods it is delegated: list the connectors, from what `watchEarly` started. */
export interface LazyAdapterBody<Early> {
  watchConnectors(onChange: (connectors: ConnectorInfo[]) => void, early: Early): () => void;
}

type Shell<Body, Method extends keyof ChainAdapter, Early> = Omit<ChainAdapter, 'init' | 'watchConnectors' | 'subscribe' | Method> & {
  /** The body: the adapter's work, with its imports, fetched with import() once core starts watching (or a method needs it). */
  load(): Promise<Body>;
  /**
   * ChainAdapter's `init`, once the context is kept for the host; `body` loads the body as the delegated
   * methods do. (Where `init` uses it, type `describe`'s parameter, `(host: AdapterHost) =>`, so that
   * TypeScript reads the body's type from `load` first.)
   */
  init?(context: AdapterContext, body: () => Promise<Body>): void;
  /** The methods that wait for the body and ask it the same, named once: the page's entry pays for each byte. */
  delegated: readonly Method[];
  /** What must start the moment core watches, before the body has come (connectors listed at once, events not to miss); the body's watchConnectors gets it. */
  watchEarly?(onChange: (connectors: ConnectorInfo[]) => void): Early;
};

/**
 * A ChainAdapter whose page-entry part is this shell: the namespace, its rules and whatever else
 * `describe` gives, the listener set, the Latch instance's context; every delegated method loads the
 * body (once, again after a failed load) and calls it. `describe` gets the host to hand the body.
 */
export function lazyAdapter<Body extends LazyAdapterBody<Early> & Pick<ChainAdapter, Method>, Method extends keyof ChainAdapter, Early extends { stop(): void } | undefined = undefined>(
  describe: (host: AdapterHost) => Shell<Body, Method, Early>,
): ChainAdapter {
  const listeners = new Set<(event: AdapterEvent) => void>();
  let latch: AdapterContext | undefined;
  const { load, delegated, watchEarly, init, ...shell } = describe({ context: () => latch, emit: (event) => listeners.forEach((listener) => listener(event)) });
  const body = lazyOnce(load);
  const delegating = Object.fromEntries(delegated.map((method) => [method, async (params: never) => ((await body.get())[method] as (params: never) => unknown)(params)]));
  const own: Pick<ChainAdapter, 'init' | 'watchConnectors' | 'subscribe'> = {
    init(context) {
      latch = context;
      init?.(context, body.get);
    },
    watchConnectors(onChange) {
      const early = watchEarly?.(onChange) as Early;
      let stopped = false;
      let stop = () => early?.stop();
      body.get().then(
        (loaded) => {
          if (!stopped) stop = loaded.watchConnectors(onChange, early);
        },
        // A body that failed to load leaves what was listed early; a connect loads it again.
        () => undefined,
      );
      return () => {
        stopped = true;
        stop();
      };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  // The shell's type (checked where `describe` is written) is what makes this a ChainAdapter; TypeScript cannot follow it through Omit.
  return { ...shell, ...delegating, ...own } as unknown as ChainAdapter;
}
