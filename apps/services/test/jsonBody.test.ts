// parseJsonBody where the app is reached without Node's own message (Hono's fetch, another server):
// it reads the web Request's body to the same limit as bodyLimits.test reads Node's over HTTP.
import { Hono } from 'hono';
import { z } from 'zod';
import { HttpError } from '../src/http/errors.js';
import { parseJsonBody } from '../src/http/validate.js';

const MAX_BYTES = 64;
const app = new Hono();
app.post('/echo', async (c) => c.json(await parseJsonBody(c, z.object({ pad: z.string() }), { maxBytes: MAX_BYTES })));
app.onError((error, c) => (error instanceof HttpError ? c.json({ message: error.message }, error.status) : c.json({ message: 'unexpected' }, 500)));

/** A JSON object of exactly `bytes` bytes, sent in chunks of 16 with no length. */
function streamedJson(bytes: number): ReadableStream<Uint8Array> {
  const text = JSON.stringify({ pad: 'x'.repeat(bytes - '{"pad":""}'.length) });
  return new ReadableStream({
    start(controller) {
      for (let at = 0; at < text.length; at += 16) controller.enqueue(new TextEncoder().encode(text.slice(at, at + 16)));
      controller.close();
    },
  });
}

const post = (body: ReadableStream<Uint8Array>) => app.request('/echo', { method: 'POST', body, duplex: 'half' } as RequestInit);

describe('a JSON body read from the web Request', () => {
  it('is read whole up to the limit', async () => {
    const answer = await post(streamedJson(MAX_BYTES));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ pad: 'x'.repeat(MAX_BYTES - 10) });
  });

  it('is refused with 413 one byte past it', async () => {
    const answer = await post(streamedJson(MAX_BYTES + 1));
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ message: `Request too large: at most ${MAX_BYTES} bytes` });
  });
});
