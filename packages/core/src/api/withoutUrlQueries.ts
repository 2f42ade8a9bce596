// What analytics sends of a text that may name the page: its URLs without their query or fragment
// (sign-in codes, tokens and emails ride there), a stack frame's line and column kept.

/** A URL's scheme, host and path, then its query or fragment, then a stack frame's `:line:column`, up to a space, a bracket or a quote. */
const URL_WITH_QUERY = /(\b[a-z][a-z\d+.-]*:\/\/[^\s?#()"'<>`]*)[?#][^\s()"'<>`]*?((?::\d+){0,2})(?=[\s()"'<>`]|$)/gi;

/** `text` with every `scheme://` URL's query and fragment removed. */
export const withoutUrlQueries = (text: string): string => text.replace(URL_WITH_QUERY, '$1$2');

/** `value` with `withoutUrlQueries` applied to every string it holds, however deep. */
export function withoutQueriesDeep(value: unknown): unknown {
  if (typeof value === 'string') return withoutUrlQueries(value);
  if (Array.isArray(value)) return value.map(withoutQueriesDeep);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withoutQueriesDeep(inner)]));
  return value;
}
