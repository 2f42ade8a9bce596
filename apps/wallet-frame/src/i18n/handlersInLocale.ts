// The frame draws a screen for a request only once the locale the app last named is in place: the
// app names it in SYNC_DAPP_DATA (unawaited, before its other requests), and each request after it
// waits for that locale's catalogue, so a code screen or an approval opens in the modal's language.
// A refusal of the services reaches the app in that language too: the frame keeps the services'
// words by their id (servicesWords.ts), and the modal shows a frame's words as they come.
import type { RequestPayload } from '@latch/frame';
import { APP_REQUEST_TYPES, type AppRequestType, type RequestHandler, type RequestHandlers } from '@latch/frame/host';
import { ServicesError } from '../services/client.js';
import { catalogueTag } from './catalogues.js';
import { chooseLocale, localeSettled, translate } from './translate.js';

/** A services' refusal whose words the frame knows, said in the locale in place; anything else as it was thrown. */
const inPersonsWords = (error: unknown) =>
  error instanceof ServicesError && typeof error.words !== 'string' ? new Error(translate(error.words.id, error.words.values), { cause: error }) : error;

/** `handlers`, each after the locale named before it; SYNC_DAPP_DATA chooses the locale as it arrives (one the frame does not ship is English). */
export function handlersInLocale(handlers: RequestHandlers, doc: Document): RequestHandlers {
  const inLocale = <T extends AppRequestType>(type: T, handler: RequestHandler<T>): RequestHandler<T> => {
    if (type === 'SYNC_DAPP_DATA')
      return (payload, context) => {
        const { locale } = payload as RequestPayload<'SYNC_DAPP_DATA'>;
        void chooseLocale(locale === undefined ? undefined : catalogueTag(locale), doc);
        return handler(payload, context);
      };
    return async (payload, context) => {
      await localeSettled();
      try {
        return await handler(payload, context);
      } catch (error) {
        throw inPersonsWords(error);
      }
    };
  };
  return Object.fromEntries(APP_REQUEST_TYPES.flatMap((type) => (handlers[type] ? [[type, inLocale(type, handlers[type] as RequestHandler<typeof type>)]] : []))) as RequestHandlers;
}
