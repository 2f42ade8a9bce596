// The frame answers from its first message, but serves only the chains the services list (GET
// /v1/chains), and its wallet is built on that list. So every request waits for the list and what
// is built on it; if the list cannot be had, the request fails with the reason, and the next
// request asks the services again.
import { APP_REQUEST_TYPES, notSupportedMessage, type AppRequestType, type RequestHandler, type RequestHandlers } from '@latch/frame/host';

/** Handlers for every request type that answer with those `load` makes, loaded once it succeeds; loading starts now. */
export function handlersWhenReady(load: () => Promise<RequestHandlers>): RequestHandlers {
  let ready: Promise<RequestHandlers> | undefined;
  const loaded = () =>
    (ready ??= load().catch((error: unknown) => {
      ready = undefined;
      throw error;
    }));
  loaded().catch(() => {});
  const waiting = <T extends AppRequestType>(type: T): RequestHandler<T> => async (payload, context) => {
    const handler = (await loaded())[type] as RequestHandler<T> | undefined;
    if (!handler) throw new Error(notSupportedMessage(type));
    return handler(payload, context);
  };
  return Object.fromEntries(APP_REQUEST_TYPES.map((type) => [type, waiting(type)])) as RequestHandlers;
}
