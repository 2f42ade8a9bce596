import { notSupportedMessage, type RequestHandlers } from '@latch/frame/host';
import { handlersWhenReady } from './handlersWhenReady.js';

const context = { origin: 'http://127.0.0.1:5173', id: 'req-1' };

describe('handlers that wait for the chains', () => {
  it('hold a request that arrives while the chains load, then answer it', async () => {
    let finish!: (handlers: RequestHandlers) => void;
    const handlers = handlersWhenReady(() => new Promise((resolve) => (finish = resolve)));
    const answer = Promise.resolve(handlers.GET_CHAIN_ID!(undefined as never, context));
    let settled = false;
    void answer.then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    finish({ GET_CHAIN_ID: () => ({ chainId: 8453 }) });
    await expect(answer).resolves.toEqual({ chainId: 8453 });
  });

  it('start loading at once, and load once', async () => {
    const load = jest.fn(async (): Promise<RequestHandlers> => ({ GET_CHAIN_ID: () => ({ chainId: 1 }) }));
    const handlers = handlersWhenReady(load);
    expect(load).toHaveBeenCalledTimes(1);
    await handlers.GET_CHAIN_ID!(undefined as never, context);
    await handlers.GET_CHAIN_ID!(undefined as never, context);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("fail a request with the loading's reason, and ask again at the next request", async () => {
    const load = jest.fn<Promise<RequestHandlers>, []>().mockRejectedValueOnce(new Error('The wallet could not load its networks from the services: 503'));
    load.mockResolvedValueOnce({ GET_CHAIN_ID: () => ({ chainId: 31337 }) });
    const handlers = handlersWhenReady(load);
    await expect(handlers.GET_CHAIN_ID!(undefined as never, context)).rejects.toThrow('could not load its networks');
    await expect(handlers.GET_CHAIN_ID!(undefined as never, context)).resolves.toEqual({ chainId: 31337 });
  });

  it('answer "Not supported yet" for a request the loaded handlers do not serve', async () => {
    const handlers = handlersWhenReady(async () => ({}));
    await expect(handlers.RELOAD!(undefined as never, context)).rejects.toThrow(notSupportedMessage('RELOAD'));
  });
});
