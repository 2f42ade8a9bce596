import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type Messages = Readonly<Record<string, string>>;
export interface EnglishSource {
  file: string;
  messages: Messages;
}

/**
 * The English of every module under `src`, found where each keeps it: a module exporting a
 * `…Messages` object (a view's `messages.ts`, a component's own file), so no module lists them
 * all. The modal's extraction and the wallet frame's both read their sources with it.
 */
export async function messageSources(src: string): Promise<EnglishSource[]> {
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
