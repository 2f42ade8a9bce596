import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VIEW_TITLES } from '../src/views/registry.js';
import { coreEnglish } from './coreEnglish.js';

export type Messages = Readonly<Record<string, string>>;
export interface EnglishSource {
  file: string;
  messages: Messages;
}

const src = join(__dirname, '..', 'src');

/**
 * The English of every component and view, found where each keeps it: a module exporting a
 * `…Messages` object (its `messages.ts`, or EmailForm's own file), so no module lists them all.
 */
async function componentSources(): Promise<EnglishSource[]> {
  const files = readdirSync(src, { recursive: true })
    .map(String)
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => /^export const \w+Messages = \{/m.test(readFileSync(join(src, file), 'utf8')));
  const modules = await Promise.all(files.map(async (file) => ({ file, module: (await import(join(src, file))) as Record<string, unknown> })));
  return modules.flatMap(({ file, module }) =>
    Object.entries(module)
      .filter(([name]) => name.endsWith('Messages'))
      .map(([, messages]) => ({ file, messages: messages as Messages })),
  );
}

/**
 * Every source of English, each with the ids it owns: the view titles (`title.<View>`, beside the
 * views in the registry), the components' and views' messages, and core's catalogue (`core.<id>`).
 */
export async function englishSources(): Promise<EnglishSource[]> {
  const titles = Object.fromEntries(Object.entries(VIEW_TITLES).map(([view, title]) => [`title.${view}`, title]));
  const core = Object.fromEntries(Object.entries(coreEnglish()).map(([id, text]) => [`core.${id}`, text]));
  return [{ file: join('views', 'registry.ts'), messages: titles }, ...(await componentSources()), { file: '@latch/core', messages: core }];
}

/** The English catalogue the sources make, its ids sorted so that a diff of en.json reads well. */
export async function extractEnglish(): Promise<Messages> {
  const all: Messages = Object.assign({}, ...(await englishSources()).map(({ messages }) => messages));
  return Object.fromEntries(Object.keys(all).sort().map((id) => [id, all[id]!]));
}
