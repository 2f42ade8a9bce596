/** A value a message carries: written into its English, and into a translation where it says `{0}`, `{1}`… */
export type MessageValue = string | number;

/**
 * A text core shows a person, as its state and its errors carry it: the catalogue id and values of
 * one of the catalogue's messages, by which the UI translates it, and always the English text. What
 * a wallet or a service said in its own words has the text alone.
 */
export interface Message {
  id?: string;
  values?: MessageValue[];
  text: string;
}

/** A catalogue message: its id, the name it is exported under, and its English. */
export const message = <Id extends string>(id: Id, text: string) => ({ id, text });

/** A catalogue message with values: given them, it writes its English and keeps them for a translation. */
export const messageWith =
  <Id extends string, Values extends MessageValue[]>(id: Id, write: (...values: Values) => string) =>
  (...values: Values) => ({ id, values, text: write(...values) });
