// Run by `npm test`: the entry's size is deterministic, so exceeding its budget fails the suite,
// not only the benchmark. (Timings stay in `pnpm bench`.)
import { BUDGETS } from './budgets.js';
import { measureEntrySize } from './size.js';

const { gzipKb, files } = measureEntrySize();
const verdict = gzipKb <= BUDGETS.entryGzipKb ? 'within' : 'OVER';
console.log(`demo entry JS: ${gzipKb.toFixed(1)} kB gzip (${files.length} files), ${verdict} the ${BUDGETS.entryGzipKb} kB budget`);
if (verdict === 'OVER') process.exit(1);
