// Run by `npm test`: the build's size and contents are deterministic, so exceeding the entry budget,
// shipping WalletConnect in the entry or AppKit anywhere fails the suite, not only the benchmark.
// (Timings stay in `pnpm bench`.)
import { checkNoAppKit, describeAppKitCheck } from './appKit.js';
import { BUDGETS } from './budgets.js';
import { checkLazyOnly } from './entryContents.js';
import { describeOutput, measureOutput } from './output.js';
import { measureEntrySize } from './size.js';

let failed = false;
const { gzipKb, files } = measureEntrySize();
const verdict = gzipKb <= BUDGETS.entryGzipKb ? 'within' : 'OVER';
console.log(`demo entry JS: ${gzipKb.toFixed(1)} kB gzip (${files.length} files), ${verdict} the ${BUDGETS.entryGzipKb} kB budget`);
failed ||= verdict === 'OVER';
console.log(`demo JS in all: ${describeOutput(measureOutput())}`);

for (const { what, inEntry, inLazyChunks } of checkLazyOnly()) {
  if (inEntry.length > 0) console.log(`FAIL ${what} code is in the demo's entry: ${inEntry.join(', ')}`);
  else if (inLazyChunks.length === 0) console.log(`FAIL ${what} code was found in no chunk: the markers are stale, so the check proves nothing`);
  else console.log(`${what} code only in lazy chunks (${inLazyChunks.join(', ')})`);
  failed ||= inEntry.length > 0 || inLazyChunks.length === 0;
}

const appKit = describeAppKitCheck(checkNoAppKit());
for (const line of appKit.lines) console.log(line);
failed ||= appKit.failed;
if (failed) process.exit(1);
