import { ErrorMessages, LatchMessages } from '@latch/core';
import { Alerts } from '@latch/core/internal';

type Template = string | ((...args: string[]) => string);
/** A parameterised message written with `{0}`, `{1}`… where its arguments go. */
const template = (message: Template) => (typeof message === 'string' ? message : message(...Array.from({ length: message.length }, (_, index) => `{${index}}`)));

/**
 * Every English text core shows a person (SPEC 8's errors, Latch's own, the alerts), as a locale keys
 * its translations. Only the tests import this: it holds core's whole catalogue.
 */
export const coreEnglishTexts = (): string[] => [
  ...new Set([
    ...Object.values({ ...ErrorMessages, ...LatchMessages }).map((message) => template(message as Template)),
    ...Object.values(Alerts).flatMap((alert) => [alert.shortMessage, alert.longMessage]),
  ]),
];
