// What Redux Toolkit's store tools cost a page, compared with the Redux primitives the hand-written
// replacements (a root reducer, a thunk middleware, a listener list, a dynamic middleware slot)
// were built on until core moved onto RTK's own tools.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { rolldown } from 'rolldown';

/** What core's store is built with now. */
const RTK_TOOLS = ['configureStore', 'combineSlices', 'createListenerMiddleware', 'createDynamicMiddleware', 'createAsyncThunk', 'createSlice', 'createSelector'];
/** What the replacements were built with. */
const PRIMITIVES = ['legacy_createStore', 'applyMiddleware', 'compose', 'createSlice', 'createSelector'];

export interface RtkToolsCost {
  toolsGzipKb: number;
  primitivesGzipKb: number;
}

/** A production bundle, minified, of just `names` from @reduxjs/toolkit, gzipped at level 9. */
async function gzipKbOf(names: readonly string[], dir: string): Promise<number> {
  const input = join(dir, `${names.length}.mjs`);
  writeFileSync(input, `export { ${names.join(', ')} } from '@reduxjs/toolkit';\n`);
  // Everything bundled (an import that does not resolve fails the run), warnings kept quiet.
  const bundle = await rolldown({ input, platform: 'browser', transform: { define: { 'process.env.NODE_ENV': '"production"' } }, onLog: () => undefined, external: () => false });
  try {
    const { output } = await bundle.generate({ format: 'esm', minify: true });
    const code = output.map((chunk) => (chunk.type === 'chunk' ? chunk.code : '')).join('');
    return gzipSync(code, { level: 9 }).length / 1000;
  } finally {
    await bundle.close();
  }
}

export async function measureRtkTools(): Promise<RtkToolsCost> {
  // Beside this module, so that the bench's own @reduxjs/toolkit resolves from the entries.
  const dir = mkdtempSync(join(import.meta.dirname, '.rtk-'));
  try {
    return { toolsGzipKb: await gzipKbOf(RTK_TOOLS, dir), primitivesGzipKb: await gzipKbOf(PRIMITIVES, dir) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const describeRtkTools = ({ toolsGzipKb, primitivesGzipKb }: RtkToolsCost) =>
  `  Redux Toolkit's store tools (${RTK_TOOLS.slice(0, 5).join(', ')}) ${toolsGzipKb.toFixed(1)} kB gzip alone, ` +
  `against ${primitivesGzipKb.toFixed(1)} kB for the primitives the hand-written replacements used: +${(toolsGzipKb - primitivesGzipKb).toFixed(1)} kB`;
