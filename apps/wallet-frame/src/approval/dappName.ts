// The dApp's name is its own claim (SYNC_DAPP_DATA); its origin is what the browser vouches for.
// So the name must not pass for an origin on the approval screen: after NFKC (full-width "：／／"
// and brackets become ASCII), the characters that can fake one go: brackets, "://", controls, and
// the format characters that reorder or hide text (bidi controls such as U+202E, zero-width
// spaces and joiners, the byte order mark), with the Hangul fillers that show as nothing.
const CONTROLS = /\p{Cc}+/gu;
const INVISIBLE = /[\p{Cf}\u115F\u1160\u3164\uFFA0]/gu;
const BRACKETS = /[\p{Ps}\p{Pe}<>]/gu;
const SCHEME_SEPARATOR = '://';

/** The dApp's name as the approval screen may show it, or undefined when nothing is left of it. */
export function displayDappName(name: string | undefined): string | undefined {
  if (name === undefined) return undefined;
  let text = name.normalize('NFKC').replace(CONTROLS, ' ').replace(INVISIBLE, '').replace(BRACKETS, '');
  // Removing one "://" can join another (":/://"): until none is left.
  while (text.includes(SCHEME_SEPARATOR)) text = text.replaceAll(SCHEME_SEPARATOR, '');
  text = text.replace(/\s+/g, ' ').trim();
  return text || undefined;
}
