// Fuzzes every endpoint the client reads with broken answers, through a real Latch store whose
// fetch answers the generated body: wrong types, missing and extra fields, huge arrays, numbers
// JSON should not carry, cut-off JSON, wrong content types, error statuses. Each call either ends
// in the query error SPEC 8 shows (the status and the service's message, or "Unexpected response
// from <path>") or keeps exactly what the endpoint's schema makes of the body; nothing crashes
// and the store stays serializable.
import { fc, fuzzParameters, fuzzRuns, malformedJson, reportFuzz, watchFailures, type MalformedAnswer } from '@latch/config/fuzz';
import { apiErrorBodySchema } from '../src/api/errors.js';
import type { ApiModule } from '../src/store/apiLoader.js';
import type { LatchExtra } from '../src/store/extra.js';
import { ENDPOINT_SAMPLES, type EndpointSample } from './apiEndpointSamples.js';
import { testLatch } from './setup.js';

/** `npm test`'s size: about 0.3 s an endpoint; `pnpm bench` runs LATCH_FUZZ_SCALE=5, 1,000 each. */
const BODIES_PER_ENDPOINT = 200;
const SERVICES = 'http://services.test';

interface Answer extends MalformedAnswer {
  status: number;
}

/** What one call to the store ended with. */
type Outcome = { data: unknown } | { error: { status: unknown; message: unknown } };

const failures = watchFailures();
afterAll(() => failures.stop());

let answer: Answer = { status: 200, text: '{}', contentType: 'application/json' };
beforeAll(() => {
  jest.spyOn(globalThis, 'fetch').mockImplementation(async () => {
    const headers = answer.contentType === undefined ? undefined : { 'content-type': answer.contentType };
    const nullBody = answer.status === 204 || answer.status === 205 || answer.status === 304;
    return new Response(nullBody ? null : answer.text, { status: answer.status, headers });
  });
});
afterAll(() => jest.restoreAllMocks());

async function call(api: ApiModule, dispatch: (action: unknown) => unknown, sample: EndpointSample): Promise<Outcome> {
  const endpoints = { ...api.walletApi.endpoints, ...api.blockchainApi.endpoints } as unknown as Record<string, { initiate(arg: unknown, options?: object): unknown }>;
  const endpoint = endpoints[sample.name]!;
  if (sample.kind === 'mutation') {
    const request = dispatch(endpoint.initiate(sample.arg)) as Promise<Outcome> & { reset(): void };
    const result = await request;
    request.reset();
    return result;
  }
  const request = dispatch(endpoint.initiate(sample.arg, { forceRefetch: true })) as Promise<{ data?: unknown; error?: { status: unknown; message: unknown }; isError: boolean }> & { unsubscribe(): void };
  const result = await request;
  request.unsubscribe();
  if (result.isError) return { error: result.error! };
  return { data: sample.kind === 'infinite' ? (result.data as { pages: unknown[] }).pages[0] : result.data };
}

/** What the call must end with: the schema's reading of a 2xx body, or the error SPEC 8 shows. */
function expected(sample: EndpointSample, generated: Answer): Outcome {
  let body: unknown;
  try {
    body = generated.text === '' ? undefined : JSON.parse(generated.text);
  } catch {
    body = undefined;
  }
  if (generated.status === 204 || generated.status === 205 || generated.status === 304) body = undefined;
  if (generated.status < 200 || generated.status > 299) {
    const error = apiErrorBodySchema.safeParse(body);
    return { error: expect.objectContaining({ status: generated.status, message: error.success ? error.data.message : `Request failed with status ${generated.status}` }) as never };
  }
  if (!sample.schema) return { data: {} };
  const parsed = sample.schema.safeParse(body);
  return parsed.success ? { data: parsed.data } : { error: expect.objectContaining({ status: generated.status, message: expect.stringMatching(/^Unexpected response from /) }) as never };
}

const statuses = fc.oneof({ weight: 8, arbitrary: fc.constant(200) }, { weight: 2, arbitrary: fc.constantFrom(201, 204, 400, 401, 403, 404, 429, 500, 502, 503) });
/** An id and values as a server might send them: well formed, hostile or of the wrong shape (dropped, the message kept). */
const said = {
  messageId: fc.option(fc.oneof(fc.string(), fc.constantFrom('wrongCodesInRow', 'constructor', '__proto__', '../../fr', '<b>x</b>'), fc.integer()), { nil: undefined }),
  values: fc.option(fc.oneof(fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer())), fc.string()), { nil: undefined }),
};
const errorBody = fc.record({ message: fc.string(), ...said, reasons: fc.option(fc.array(fc.record({ description: fc.string(), ...said }), { maxLength: 2 }), { nil: undefined }) });

async function loadedLatch() {
  const { latch } = testLatch({ apiUrls: { walletApi: SERVICES, blockchainApi: SERVICES } });
  const dispatch = latch.store.dispatch as unknown as (action: unknown) => unknown;
  const api = await (dispatch((_: unknown, __: unknown, extra: LatchExtra) => extra.loadApi()) as Promise<ApiModule>);
  return { latch, dispatch, api };
}

// Found by seed 20, first run: registerName and revokeSession kept whatever body answered them.
it.each(['registerName', 'revokeSession'])('%s keeps nothing of its answer, whatever it is', async (name) => {
  const { dispatch, api } = await loadedLatch();
  const sample = ENDPOINT_SAMPLES.find((candidate) => candidate.name === name)!;
  for (const text of ['0', '"x"', JSON.stringify(Array.from({ length: 5_000 }, () => 'y')), '{"token":"t"}']) {
    answer = { status: 200, text, contentType: 'application/json' };
    expect(await call(api, dispatch, sample)).toEqual({ data: {} });
  }
});

describe.each(ENDPOINT_SAMPLES.map((sample) => [sample.name, sample] as const))('%s under broken answers', (name, sample) => {
  it('starts from a valid answer', () => {
    expect(sample.schema?.safeParse(sample.valid).success ?? true).toBe(true);
  });

  it(`ends each of ${fuzzRuns(BODIES_PER_ENDPOINT)} broken answers as SPEC 8 says, with the store still valid`, async () => {
    const { latch, dispatch, api } = await loadedLatch();
    const answers = fc.oneof(
      { weight: 9, arbitrary: fc.tuple(malformedJson(sample.valid), statuses).map(([generated, status]): Answer => ({ ...generated, status })) },
      { weight: 1, arbitrary: fc.tuple(errorBody, fc.constantFrom(400, 403, 429, 500)).map(([body, status]): Answer => ({ text: JSON.stringify(body), contentType: 'application/json', status })) },
    );
    let generated = 0;
    let kept = 0;
    let wrong = 0;
    await fc.assert(
      fc.asyncProperty(answers, async (given) => {
        generated++;
        answer = given;
        const outcome = await call(api, dispatch, sample);
        try {
          expect(outcome).toEqual(expected(sample, given));
        } catch (error) {
          wrong++;
          throw error;
        }
        if ('data' in outcome) kept++;
      }),
      fuzzParameters(`api ${name}`, BODIES_PER_ENDPOINT),
    );
    expect(() => JSON.stringify(latch.getState())).not.toThrow();
    reportFuzz(`api-${name}`, { generated, accepted: wrong, kept, crashed: failures.count() });
    expect(generated).toBeGreaterThanOrEqual(fuzzRuns(BODIES_PER_ENDPOINT));
    expect(failures.list()).toEqual([]);
  }, 60_000);
});
