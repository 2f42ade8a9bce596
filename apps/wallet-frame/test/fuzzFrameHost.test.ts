// Fuzzes the frame side as main.ts assembles it: @latch/frame's host behind the replay guard,
// the wallet's handlers (createHandlers) and the real RPC router, in a jsdom iframe whose parent
// is the test window. Requests from the wrong window or origin, in a wrong shape or size, or
// replaying an id already taken, reach no handler, open no approval and get no answer. Requests
// of the right shape for each RPC method, with generated params, get exactly one answer, and
// nothing is signed or sent without the person's approval.
import { APP_REQUEST_TYPES, appRequestSchema, errorType, requestType, SAFE_RPC_METHODS, successType, UNSAFE_RPC_METHODS, type FrameHost } from '@latch/frame/host';
import { assertNoneTaken, fc, foreignOrigin, fuzzParameters, fuzzRuns, hostileValue, oversized, watchFailures, type Arbitrary } from '@latch/config/fuzz';
import { createHostAnsweringEachIdOnce } from '../src/approval/replayGuard.js';
import type { ActionPrompt } from '../src/screens/actionScreen.js';
import type { SocialAuth } from '../src/session/socialAuth.js';
import type { FarcasterAuth } from '../src/session/farcasterAuth.js';
import type { FarcasterPrompt } from '../src/farcaster/farcasterScreen.js';
import type { CodePrompt } from '../src/codes/codeScreen.js';
import { createHandlers } from '../src/handlers.js';
import type { SolanaRouter } from '../src/solana/router.js';
import type { FrameWallet } from '../src/wallet.js';
import { routerHarness, settle } from './routerHarness.js';

const MESSAGES = 10_000;
/** `pnpm bench` runs five times as many. */
const FUZZ_TIMEOUT_MS = 180_000;
const RPC_REQUESTS = 300;
/** jsdom's own origin, the parent page of the iframe: the only app origin on the allowlist. */
const APP_ORIGIN = 'http://localhost';

/** Stands in for an object the handlers call: records every call, answers nothing. */
function recorder<T extends object>(calls: string[], name: string): T {
  return new Proxy({} as T, {
    get: (_target, property) =>
      typeof property === 'symbol' || property === 'then'
        ? undefined
        : (...args: unknown[]) => {
            calls.push(`${name}.${String(property)}(${args.length})`);
            throw new Error(`${name}.${String(property)} is not part of this test`);
          },
  });
}

type Sender = { origin?: string; source?: Window | null };
interface Frame {
  host: FrameHost;
  frameWindow: Window;
  posts: { type: string; id?: string; payload?: unknown }[];
  calls: string[];
  themeRoot: HTMLElement;
  router: ReturnType<typeof routerHarness>;
  send(data: unknown, sender?: Sender): void;
}

let frame: Frame;
const failures = watchFailures();

beforeAll(async () => {
  const iframe = document.createElement('iframe');
  document.body.appendChild(iframe);
  const frameWindow = iframe.contentWindow!;
  const posts: Frame['posts'] = [];
  jest.spyOn(window, 'postMessage').mockImplementation(((message: Frame['posts'][number]) => void posts.push(message)) as typeof window.postMessage);
  const calls: string[] = [];
  const router = routerHarness();
  const themeRoot = document.createElement('div');
  const { handlers } = createHandlers({
    wallet: recorder<FrameWallet>(calls, 'wallet'),
    rpc: router.router,
    solana: recorder<SolanaRouter>(calls, 'solana'),
    projectId: 'latch-demo',
    themeRoot,
    approvals: router.approvals,
    codes: recorder<CodePrompt>(calls, 'codes'),
    screen: recorder<ActionPrompt>(calls, 'screen'),
    social: recorder<SocialAuth>(calls, 'social'),
    farcaster: { auth: recorder<FarcasterAuth>(calls, 'farcaster'), screen: recorder<FarcasterPrompt>(calls, 'farcasterScreen') },
    origin: 'http://127.0.0.1:5174',
    reload: () => void calls.push('reload()'),
  });
  const host = createHostAnsweringEachIdOnce({ window: frameWindow, allowedOrigins: () => [APP_ORIGIN], handlers, version: '1' });
  await host.start();
  const FrameMessageEvent = (frameWindow as unknown as typeof globalThis).MessageEvent;
  const send = (data: unknown, sender: Sender = {}) =>
    frameWindow.dispatchEvent(new FrameMessageEvent('message', { data, origin: sender.origin ?? APP_ORIGIN, source: 'source' in sender ? sender.source : window }));
  frame = { host, frameWindow, posts, calls, themeRoot, router, send };
});

afterAll(() => {
  frame.host.stop();
  failures.stop();
  jest.restoreAllMocks();
});

/** Requests the frame would take from its parent: only the sender, or the id's reuse, is wrong. */
const validRequest = (id: Arbitrary<string>) =>
  fc.tuple(
    id,
    fc.constantFrom<[string, unknown]>(
      ['SIGN_OUT', undefined],
      ['IS_CONNECTED', {}],
      ['GET_USER', { chainId: 31337 }],
      ['CONNECT_EMAIL', { email: 'ada@example.com' }],
      ['SYNC_THEME', { themeMode: 'dark' }],
      ['CANCEL_APPROVAL', {}],
      ['RPC_REQUEST', { method: 'eth_chainId' }],
      ['RPC_REQUEST', { method: 'personal_sign', params: ['0x68690a', `0x${'ab'.repeat(20)}`] }],
      ['RPC_REQUEST', { method: 'eth_sendTransaction', params: [{ to: `0x${'ab'.repeat(20)}`, value: '0x1' }] }],
    ),
  ).map(([requestId, [type, payload]]) => ({ type: `@latch-app/${type}`, id: requestId, ...(payload === undefined ? {} : { payload }) }));

const requestTypes = APP_REQUEST_TYPES.map((type) => requestType(type));

/** A request type the frame knows, with an id or payload that fails its schema. */
const badShape = () =>
  fc
    .record(
      {
        type: fc.oneof(fc.constantFrom(...requestTypes), fc.string()),
        id: fc.oneof(fc.string({ minLength: 1, maxLength: 128 }), fc.string({ minLength: 129, maxLength: 4_000 }), hostileValue()),
        payload: fc.oneof(hostileValue(), oversized(), fc.record({ method: fc.string(), params: hostileValue() }), fc.record({ email: fc.oneof(fc.string(), oversized()) })),
      },
      { requiredKeys: ['type'] },
    )
    .filter((message) => !appRequestSchema.safeParse(message).success);

describe('the wallet frame under fuzzed messages from the app side', () => {
  const takenIds = ['taken-1', 'taken-2', 'taken-3'];

  it('answers each of its first requests once (the ids replayed below)', async () => {
    for (const id of takenIds) frame.send({ type: requestType('RPC_REQUEST'), id, payload: { method: 'eth_chainId' } });
    await settle();
    expect(frame.posts.filter((post) => post.type !== '@latch-frame/READY')).toEqual(takenIds.map((id) => ({ type: successType('RPC_REQUEST'), id, payload: { result: '0x7a69' } })));
  });

  it(`takes none of ${fuzzRuns(MESSAGES)} requests from the wrong window or origin, in a wrong shape or size, or replaying a taken id`, async () => {
    const others = [document.createElement('iframe'), document.createElement('iframe')].map((element) => document.body.appendChild(element).contentWindow!);
    const wrongSender: Arbitrary<Sender> = fc.oneof(
      fc.constantFrom<Sender>({ source: others[0] }, { source: others[1] }, { source: frame.frameWindow }, { source: null }),
      foreignOrigin(APP_ORIGIN).map((origin): Sender => ({ origin })),
      foreignOrigin(APP_ORIGIN).map((origin): Sender => ({ origin, source: others[0] })),
    );
    const anyId = fc.string({ minLength: 1, maxLength: 128 });
    const case_: Arbitrary<{ data: unknown; sender: Sender }> = fc.oneof(
      { weight: 2, arbitrary: fc.record({ data: fc.oneof(validRequest(anyId), badShape(), hostileValue()), sender: wrongSender }) },
      { weight: 2, arbitrary: fc.record({ data: fc.oneof(badShape(), hostileValue(), oversized()), sender: fc.constant<Sender>({}) }) },
      { weight: 1, arbitrary: fc.record({ data: validRequest(fc.constantFrom(...takenIds)), sender: fc.constant<Sender>({}) }) },
    );
    const before = { posts: frame.posts.length, asked: frame.router.prompt.asked.length, theme: frame.themeRoot.outerHTML, node: frame.router.forward.mock.calls.length };
    const counts = await assertNoneTaken({
      name: 'wallet frame requests',
      report: 'wallet-frame-host',
      base: MESSAGES,
      arbitrary: case_,
      failures,
      async feed({ data, sender }) {
        frame.send(data, sender);
        // The host awaits its allowlist before it parses: let that resolve.
        await Promise.resolve();
        await Promise.resolve();
        return (
          frame.posts.length !== before.posts ||
          frame.calls.length > 0 ||
          frame.router.prompt.asked.length !== before.asked ||
          frame.router.forward.mock.calls.length !== before.node ||
          frame.themeRoot.outerHTML !== before.theme
        );
      },
    });
    await settle();
    expect(counts.generated).toBeGreaterThanOrEqual(fuzzRuns(MESSAGES));
    expect(counts.accepted).toBe(0);
    expect(frame.posts.length).toBe(before.posts);
    expect(failures.list()).toEqual([]);
  }, FUZZ_TIMEOUT_MS);

  it(`answers each of ${fuzzRuns(RPC_REQUESTS)} RPC requests with generated params exactly once, and signs nothing it was not allowed to`, async () => {
    const methods = [...SAFE_RPC_METHODS, ...UNSAFE_RPC_METHODS].filter((method) => !method.startsWith('solana_'));
    const params = fc.oneof(fc.array(hostileValue(), { maxLength: 4 }), fc.dictionary(fc.string(), hostileValue(), { maxKeys: 4 }), fc.constant(undefined));
    const chainId = fc.oneof(fc.constant(undefined), fc.constant(31337), fc.nat(), fc.string({ minLength: 1 }));
    let next = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...methods), params, chainId, async (method, generatedParams, generatedChain) => {
        const id = `rpc-${++next}`;
        const payload = { method, ...(generatedParams === undefined ? {} : { params: generatedParams }), ...(generatedChain === undefined ? {} : { chainId: generatedChain }) };
        if (!appRequestSchema.safeParse({ type: requestType('RPC_REQUEST'), id, payload }).success) return;
        frame.send({ type: requestType('RPC_REQUEST'), id, payload });
        // Whatever waits for the person is declined.
        for (let turn = 0; turn < 5 && !frame.posts.some((post) => post.id === id); turn++) {
          await settle();
          frame.router.prompt.answer(false);
        }
        const answers = frame.posts.filter((post) => post.id === id);
        expect(answers).toHaveLength(1);
        const [answer] = answers;
        if (answer!.type === errorType('RPC_REQUEST')) expect((answer!.payload as { message: string }).message).not.toMatch(/\n\s+at /);
        else expect(answer!.type).toBe(successType('RPC_REQUEST'));
        if ((UNSAFE_RPC_METHODS as readonly string[]).includes(method)) expect(answer!.type).toBe(errorType('RPC_REQUEST'));
      }),
      fuzzParameters('wallet frame RPC params', RPC_REQUESTS),
    );
    const { signer } = frame.router;
    expect([signer.personalSign, signer.signTypedData, signer.sendTransaction].map((spy) => (spy as jest.Mock).mock.calls.length)).toEqual([0, 0, 0]);
    expect(frame.calls.filter((call) => call.startsWith('solana.'))).toEqual([]);
    expect(failures.list()).toEqual([]);
  });
});
