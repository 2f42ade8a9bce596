import { Alerts, ErrorMessages, LatchMessages, type Message } from '@latch/core';

type Written = Message | ((...values: string[]) => Message);
/** A parameterised message written with `{0}`, `{1}`… where its values go (none takes more than three). */
const template = (message: Written) => (typeof message === 'function' ? message('{0}', '{1}', '{2}') : message);

/**
 * The English of every message core shows a person (SPEC 8's errors, Latch's own, the alerts), by
 * id, as a locale translates it. Only the tests import this: it holds core's whole catalogue.
 */
export const coreEnglish = (): Readonly<Record<string, string>> =>
  Object.fromEntries(
    [...(Object.values({ ...ErrorMessages, ...LatchMessages }) as Written[]).map(template), ...Object.values(Alerts).flatMap((alert) => [alert.shortMessage, alert.longMessage])].map(({ id, text }) => [id, text]),
  );
