// Names each module of the API reference by its import specifier (`@latch/core/chains`) instead of
// the path TypeDoc gives it (relative to packages/, `/index` dropped), and fails on a module that
// has no name in entries.mjs.
import { Converter } from 'typedoc';
import { ENTRIES } from './entries.mjs';

const byPath = new Map(
  Object.entries(ENTRIES).map(([name, file]) => [file.replace(/^packages\//, '').replace(/(\/index)?\.ts$/, ''), name]),
);

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    for (const module of context.project.children ?? []) {
      const name = byPath.get(module.name);
      if (!name) throw new Error(`The API reference's module ${module.name} has no name in entries.mjs.`);
      module.name = name;
    }
  });
}
