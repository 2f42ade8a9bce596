// The modal's i18n tooling, shared with the frame's tests rather than copied: how sources are read
// for their English, how an ICU message's values and plurals are found, and how a message is
// pseudo-localized (packages/ui). Imported by path: they are test tools, not a package's API.
import { join } from 'node:path';

const ui = join(__dirname, '..', '..', '..', '..', 'packages', 'ui');

export type Messages = Readonly<Record<string, string>>;

export const uiMessageSources = async () => (await import(join(ui, 'test', 'messageSources.ts'))) as { messageSources(src: string): Promise<{ file: string; messages: Messages }[]> };

export const uiIcuShape = async () =>
  (await import(join(ui, 'test', 'icuShape.ts'))) as {
    argumentsOf(text: string): string[];
    pluralsOf(text: string): { name: string; forms: string[] }[];
    parseIcu(text: string): { type: number; value?: unknown }[];
  };

export const uiPseudoLocale = async () => (await import(join(ui, 'src', 'i18n', 'pseudoLocale.ts'))) as { pseudoLocalize(english: string): string };
