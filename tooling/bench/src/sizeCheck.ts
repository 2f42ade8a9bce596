// Run by `npm test`: the build's size and contents are deterministic, so exceeding the entry budget,
// shipping WalletConnect in the entry or AppKit anywhere fails the suite, not only the benchmark.
// (Timings stay in `pnpm bench`.)
import { checkNoAppKit, describeAppKitCheck } from './appKit.js';
import { BUDGETS } from './budgets.js';
import { measureConnectChunks } from './connectChunks.js';
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

const connect = measureConnectChunks();
const connectKb = connect.beyondEntry.reduce((sum, c) => sum + c.gzipBytes, 0) / 1000;
if (connect.beyondEntry.length === 1) console.log(`Connect view: one chunk past the entry (${connect.view}, ${connectKb.toFixed(1)} kB gzip)`);
else console.log(`FAIL the Connect view's first paint waits on ${connect.beyondEntry.length} chunks past the entry, not one: ${connect.beyondEntry.map((c) => c.file).join(', ')} (the demo's connect-view chunk group misses a module)`);
failed ||= connect.beyondEntry.length !== 1;

const appKit = describeAppKitCheck(checkNoAppKit());
for (const line of appKit.lines) console.log(line);
failed ||= appKit.failed;
if (failed) process.exit(1);
