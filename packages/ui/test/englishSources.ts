import { join } from 'node:path';
import { VIEW_TITLES } from '../src/views/registry.js';
import { coreEnglish } from './coreEnglish.js';
import { messageSources, type EnglishSource, type Messages } from './messageSources.js';

export type { EnglishSource, Messages };

const src = join(__dirname, '..', 'src');

/**
 * Every source of English, each with the ids it owns: the view titles (`title.<View>`, beside the
 * views in the registry), the components' and views' messages, and core's catalogue (`core.<id>`).
 */
export async function englishSources(): Promise<EnglishSource[]> {
  const titles = Object.fromEntries(Object.entries(VIEW_TITLES).map(([view, title]) => [`title.${view}`, title]));
  const core = Object.fromEntries(Object.entries(coreEnglish()).map(([id, text]) => [`core.${id}`, text]));
  return [{ file: join('views', 'registry.ts'), messages: titles }, ...(await messageSources(src)), { file: '@latch/core', messages: core }];
}

/** The English catalogue the sources make, its ids sorted so that a diff of en.json reads well. */
export async function extractEnglish(): Promise<Messages> {
  const all: Messages = Object.assign({}, ...(await englishSources()).map(({ messages }) => messages));
  return Object.fromEntries(Object.keys(all).sort().map((id) => [id, all[id]!]));
}
