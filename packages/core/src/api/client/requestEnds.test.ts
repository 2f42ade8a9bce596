import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { searchWallets } from '../../actions/wallets.js';
import { apiRequestTimedOut } from '../../errors/catalogue.js';
import { testLatch } from '../../../test/setup.js';

// A Wallet API that never answers a search: each waiting response is kept, with whether the client hung up.
let server: Server;
let url: string;
const waiting: { search: string; closed: boolean; response: ServerResponse }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const search = new URL(request.url!, 'http://127.0.0.1').searchParams.get('search') ?? '';
    const entry = { search, closed: false, response };
    response.on('close', () => (entry.closed = true));
    waiting.push(entry);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => {
  waiting.forEach(({ response }) => response.destroy());
  waiting.length = 0;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
};
const request = (search: string) => waiting.find((entry) => entry.search === search);

/** A Latch on that API, searching `text` (sent at a 150 ms pause in typing, within SPEC 9's 300 ms). */
async function searching(text: string, setup = testLatch({ apiUrls: { walletApi: url, blockchainApi: url } })) {
  const done = searchWallets(setup.latch, text);
  setup.clock.advance(300);
  await until(() => request(text) !== undefined);
  return { ...setup, done };
}

describe('a call to the services ends', () => {
  it('at its time limit of 30 s on the instance clock, with the reason in the query error', async () => {
    const { latch, clock, done } = await searching('slow');
    clock.advance(29_999);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(request('slow')!.closed).toBe(false);
    clock.advance(1);
    await done;
    await until(() => request('slow')!.closed);
    const entries = Object.values(latch.getState().latchApi!.queries);
    expect(entries).toEqual([expect.objectContaining({ status: 'rejected', error: expect.objectContaining({ message: apiRequestTimedOut.text }) })]);
  });

  it('when its query is dropped: a new search lets the old one go and aborts its request', async () => {
    const first = await searching('first');
    const second = await searching('second', first);
    await until(() => request('first')!.closed);
    await first.done;
    expect(request('second')!.closed).toBe(false);
    second.latch.destroy();
    await until(() => request('second')!.closed);
  });
});
