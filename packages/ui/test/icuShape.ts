import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** Every element of a message, nested plural and select forms included. */
function elements(ast: readonly MessageFormatElement[]): MessageFormatElement[] {
  return ast.flatMap((element) =>
    element.type === TYPE.plural || element.type === TYPE.select ? [element, ...Object.values(element.options).flatMap((option) => elements(option.value))] : [element],
  );
}

/** Parses an ICU message as intl-messageformat reads it (tags are text). */
export const parseIcu = (text: string) => parse(text, { ignoreTag: true });

/** The names of a message's values: its placeholders and what its plurals count. */
export const argumentsOf = (text: string) => [...new Set(elements(parseIcu(text)).flatMap((element) => ('value' in element && element.type !== TYPE.literal ? [String(element.value)] : [])))].sort();

/** Each plural of a message with the forms it writes (`one`, `other`, `=0`…). */
export const pluralsOf = (text: string) =>
  elements(parseIcu(text)).flatMap((element) => (element.type === TYPE.plural ? [{ name: element.value, forms: Object.keys(element.options) }] : []));
