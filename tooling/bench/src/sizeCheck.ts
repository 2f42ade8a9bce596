// Run by `npm test`: the entry's size and contents are deterministic, so exceeding the budget or
// shipping WalletConnect in the entry fails the suite, not only the benchmark. (Timings stay in `pnpm bench`.)
import { BUDGETS } from './budgets.js';
import { checkLazyOnly } from './entryContents.js';
import { measureEntrySize } from './size.js';

let failed = false;
const { gzipKb, files } = measureEntrySize();
const verdict = gzipKb <= BUDGETS.entryGzipKb ? 'within' : 'OVER';
console.log(`demo entry JS: ${gzipKb.toFixed(1)} kB gzip (${files.length} files), ${verdict} the ${BUDGETS.entryGzipKb} kB budget`);
failed ||= verdict === 'OVER';

for (const { what, inEntry, inLazyChunks } of checkLazyOnly()) {
  if (inEntry.length > 0) console.log(`FAIL ${what} code is in the demo's entry: ${inEntry.join(', ')}`);
  else if (inLazyChunks.length === 0) console.log(`FAIL ${what} code was found in no chunk: the markers are stale, so the check proves nothing`);
  else console.log(`${what} code only in lazy chunks (${inLazyChunks.join(', ')})`);
  failed ||= inEntry.length > 0 || inLazyChunks.length === 0;
}
if (failed) process.exit(1);
