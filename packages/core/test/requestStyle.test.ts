// One request style (ARCHITECTURE, Core): every request of core to the services is a
// createLatchAsyncThunk in its feature's *Requests.ts, whose slice answers it or whose answer the
// API's cache holds. No other module calls the API layer. A scan of the sources, tests aside.
import { join } from 'node:path';
import { sourceGraph } from '@latch/config/source-graph';

const { files, text } = sourceGraph(join(__dirname, '..', 'src'));
const count = (file: string, pattern: RegExp) => text(file).match(pattern)?.length ?? 0;

it('calls the API layer from the features\' *Requests.ts modules only', () => {
  const callers = files.filter((file) => count(file, /\.loadApi\(\)/g) > 0);
  // The scan sees the requests, so a call elsewhere would show.
  expect(callers).toContain(join('features', 'wallets', 'walletsRequests.ts'));
  expect(callers.filter((file) => !/^features[\\/]\w+[\\/]\w+Requests\.ts$/.test(file))).toEqual([]);
});

it('makes each call inside a request of its own', () => {
  const requests = files.filter((file) => file.endsWith('Requests.ts'));
  expect(requests.filter((file) => count(file, /\.loadApi\(\)/g) > count(file, /createLatchAsyncThunk[<(]/g))).toEqual([]);
});
