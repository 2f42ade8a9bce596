import { compose, type Middleware } from '@reduxjs/toolkit';

export interface DynamicMiddleware {
  middleware: Middleware;
  add(middleware: Middleware): void;
}

/** A middleware slot other middleware can join later (the API layer's), for one store. */
export function createDynamicMiddleware(): DynamicMiddleware {
  const added: Middleware[] = [];
  let store: Parameters<Middleware>[0] | undefined;
  let chain: ((next: (action: unknown) => unknown) => (action: unknown) => unknown)[] = [];
  return {
    middleware: (api) => {
      store = api;
      return (next) => (action) => (chain.length ? compose<(action: unknown) => unknown>(...chain)(next)(action) : next(action));
    },
    add(middleware) {
      if (!store) throw new Error('The store is not built yet.');
      added.push(middleware);
      chain = added.map((m) => m(store!));
    },
  };
}
