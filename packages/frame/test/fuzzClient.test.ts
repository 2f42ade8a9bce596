// Fuzzes the app-side client with what a hostile page or a broken frame could post: valid
// replies and notifications from the wrong window or origin, and, from the frame itself, garbage,
// wrong shapes, wrong ids, replies of another type, replays of settled ids and oversized values.
// None may settle a request, reach a subscriber, post anything or start or stop a timer.
import { assertNoneTaken, fc, foreignOrigin, fuzzRuns, hostileValue, oversized, watchFailures, type Arbitrary } from '@latch/config/fuzz';
import { createFrameClient, type FrameClient } from '../src/client/createFrameClient.js';
import { APP_REQUEST_TYPES, errorType, FRAME_NOTIFICATION_TYPES, notificationType, successType } from '../src/protocol/constants.js';
import { frameMessageSchema } from '../src/protocol/messages.js';
import { FRAME_ORIGIN, FRAME_URL, fakeFrame } from './fakeFrame.js';
import { flush, ManualClock } from './manualClock.js';

const MESSAGES = 10_000;
/** `pnpm bench` runs five times as many. */
const FUZZ_TIMEOUT_MS = 180_000;

let client: FrameClient;
let frame: ReturnType<typeof fakeFrame>;
let clock: ManualClock;
const seen = jest.fn();
const failures = watchFailures();

/** Requests left waiting: their ids and types, and whether each has settled. */
const waiting: { id: string; type: string; state: () => string; promise: Promise<unknown> }[] = [];
const settledIds: string[] = [];

function track(promise: Promise<unknown>) {
  let state = 'pending';
  promise.then(
    () => (state = 'resolved'),
    () => (state = 'rejected'),
  );
  return () => state;
}

beforeAll(async () => {
  clock = new ManualClock();
  client = createFrameClient({ frameUrl: FRAME_URL, projectId: 'latch-demo', clock });
  client.subscribe(seen);
  const ready = client.ready();
  frame = fakeFrame(client);
  frame.ready('1.0.0');
  await ready;
  // One request answered (its id is replayed below), three left waiting.
  const answered = client.request('IS_CONNECTED', undefined);
  await flush();
  frame.succeed({ isConnected: true });
  await expect(answered).resolves.toEqual({ isConnected: true });
  settledIds.push(frame.posts[0]!.message.id!);
  for (const [type, payload] of [
    ['CONNECT_EMAIL', { email: 'ada@example.com' }],
    ['GET_USER', undefined],
    ['RPC_REQUEST', { method: 'eth_chainId', params: [] }],
  ] as const) {
    const promise = client.request(type, payload as never);
    await flush();
    const { id } = frame.posts.at(-1)!.message;
    waiting.push({ id: id!, type, promise, state: track(promise) });
  }
  seen.mockClear();
});

afterAll(() => {
  client.destroy();
  failures.stop();
  jest.restoreAllMocks();
});

const otherWindow = () => {
  const iframe = document.createElement('iframe');
  document.body.appendChild(iframe);
  return iframe.contentWindow!;
};

const replyTypes = APP_REQUEST_TYPES.flatMap((type) => [successType(type), errorType(type)]);
const wireTypes = [...replyTypes, ...FRAME_NOTIFICATION_TYPES.map(notificationType)];
const waitingId = () => fc.constantFrom(...waiting.map((entry) => entry.id));

/** Replies and notifications the client would take from the frame: only the sender is wrong. */
const validFromFrame = () =>
  fc.oneof(
    waitingId().map((id) => ({ type: successType('CONNECT_EMAIL'), id, payload: { action: 'CONNECT' } })),
    fc.tuple(waitingId(), fc.string()).map(([id, message]) => ({ type: errorType('GET_USER'), id, payload: { message } })),
    fc.tuple(waitingId(), hostileValue()).map(([id, result]) => ({ type: successType('RPC_REQUEST'), id, payload: { result } })),
    fc.constant({ type: notificationType('SESSION_UPDATE'), payload: { token: 'stolen' } }),
    fc.constant({ type: notificationType('READY'), payload: { version: '9' } }),
    fc.constant({ type: notificationType('APPROVAL_SETTLED') }),
  );

/** A reply of the right shape for a request that is not waiting for it. */
const wrongId = () => {
  const id = fc.oneof(
    fc.constantFrom(...settledIds),
    fc.string({ minLength: 1, maxLength: 128 }).filter((value) => !waiting.some((entry) => entry.id === value)),
    fc.string({ minLength: 129, maxLength: 5_000 }),
    waitingId().map((value) => `${value} `),
    waitingId().map((value) => value.toUpperCase()),
  );
  return fc.tuple(fc.constantFrom(...APP_REQUEST_TYPES), id, fc.boolean(), fc.string()).map(([type, replyId, ok, message]) =>
    ok ? { type: successType(type), id: replyId, payload: {} } : { type: errorType(type), id: replyId, payload: { message } },
  );
};

/** Replies to a waiting request with another request type's reply. */
const otherType = () =>
  fc
    .tuple(fc.constantFrom(...waiting), fc.constantFrom(...APP_REQUEST_TYPES), fc.boolean())
    .filter(([entry, type]) => entry.type !== type)
    .map(([entry, type, ok]) => ({ type: ok ? successType(type) : errorType(type), id: entry.id, payload: ok ? { result: 1, isConnected: true } : { message: 'x' } }));

/** A known wire type whose id or payload fails the schema. */
const badShape = () =>
  fc
    .record({ type: fc.constantFrom(...wireTypes), id: fc.oneof(waitingId(), hostileValue()), payload: fc.oneof(hostileValue(), oversized()) }, { requiredKeys: ['type'] })
    .filter((message) => !frameMessageSchema.safeParse(message).success);

const fromTheFrame = () => fc.oneof(hostileValue(), badShape(), wrongId(), otherType(), oversized(), fc.constantFrom(...wireTypes));

type Sender = { origin?: string; source?: Window | null };
const windows = () => [otherWindow(), otherWindow()];

describe('the app-side client under fuzzed messages', () => {
  it(`takes none of ${fuzzRuns(MESSAGES)} messages from the wrong window, the wrong origin, or in a wrong shape, id or size`, async () => {
    const others = windows();
    const wrongSender: Arbitrary<Sender> = fc.oneof(
      fc.constantFrom<Sender>({ source: others[0] }, { source: others[1] }, { source: window }, { source: null }),
      foreignOrigin(FRAME_ORIGIN).map((origin): Sender => ({ origin })),
      foreignOrigin(FRAME_ORIGIN).map((origin): Sender => ({ origin, source: others[0] })),
    );
    const case_: Arbitrary<{ data: unknown; sender: Sender }> = fc.oneof(
      { weight: 1, arbitrary: fc.record({ data: fc.oneof(validFromFrame(), fromTheFrame()), sender: wrongSender }) },
      { weight: 2, arbitrary: fc.record({ data: fromTheFrame(), sender: fc.constant<Sender>({}) }) },
    );
    const postsBefore = frame.posts.length;
    const timersBefore = clock.pending;
    const counts = await assertNoneTaken({
      name: 'frame client messages',
      report: 'frame-client',
      base: MESSAGES,
      arbitrary: case_,
      failures,
      async feed({ data, sender }) {
        frame.send(data, sender);
        await Promise.resolve();
        return seen.mock.calls.length > 0 || waiting.some((entry) => entry.state() !== 'pending') || frame.posts.length !== postsBefore || clock.pending !== timersBefore || client.iframe?.contentWindow !== frame.frameWindow;
      },
    });
    await flush();
    expect(counts.generated).toBeGreaterThanOrEqual(fuzzRuns(MESSAGES));
    expect(counts.accepted).toBe(0);
    expect(failures.list()).toEqual([]);
  }, FUZZ_TIMEOUT_MS);

  it('still settles each waiting request from its real reply afterwards', async () => {
    frame.send({ type: successType('CONNECT_EMAIL'), id: waiting[0]!.id, payload: { action: 'CONNECT' } });
    frame.send({ type: errorType('GET_USER'), id: waiting[1]!.id, payload: { message: 'Not connected' } });
    frame.send({ type: successType('RPC_REQUEST'), id: waiting[2]!.id, payload: { result: '0x7a69' } });
    await expect(waiting[0]!.promise).resolves.toEqual({ action: 'CONNECT' });
    await expect(waiting[1]!.promise).rejects.toThrow('Not connected');
    await expect(waiting[2]!.promise).resolves.toEqual({ result: '0x7a69' });
    expect(seen).not.toHaveBeenCalled();
  });
});
