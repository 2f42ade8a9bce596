import { closeCore, releaseClient, useCore, whenAborted, type ProposingClient } from './release.js';

const globals = globalThis as Record<string, unknown>;

function fakeClient(proposals: number[] = []) {
  const core = { heartbeat: { stop: jest.fn() }, relayer: { transportClose: jest.fn(async () => undefined) } };
  const emitted: [string, unknown][] = [];
  const client: ProposingClient = { core, proposal: { getAll: () => proposals.map((id) => ({ id })) }, events: { emit: (event, payload) => emitted.push([event, payload]) } };
  return { core, client, emitted };
}

afterEach(() => {
  delete globals._walletConnectCore_;
  delete globals._walletConnectCore__count;
});

describe('releaseClient', () => {
  it("ends the client's waiting proposals as expired, stops the heartbeat, closes the socket and forgets the SDK's global Core", async () => {
    const { core, client, emitted } = fakeClient([7, 8]);
    const stop = jest.fn();
    useCore(core, stop);
    globals._walletConnectCore_ = core;
    globals._walletConnectCore__count = 1;
    await releaseClient(client);
    expect(emitted).toEqual([
      ['proposal_expire', { id: 7 }],
      ['proposal_expire', { id: 8 }],
    ]);
    expect(core.heartbeat.stop).toHaveBeenCalledTimes(1);
    expect(core.relayer.transportClose).toHaveBeenCalledTimes(1);
    expect(stop).toHaveBeenCalledTimes(1);
    expect(globals).not.toHaveProperty('_walletConnectCore_');
    expect(globals).not.toHaveProperty('_walletConnectCore__count');
  });

  it('keeps a Core another client still uses running, and closes it with the last', async () => {
    const { core, client } = fakeClient();
    const stops = [jest.fn(), jest.fn()];
    stops.forEach((stop) => useCore(core, stop));
    await releaseClient(client);
    expect(core.heartbeat.stop).not.toHaveBeenCalled();
    expect(stops[0]).not.toHaveBeenCalled();
    await releaseClient(client);
    expect(core.heartbeat.stop).toHaveBeenCalledTimes(1);
    stops.forEach((stop) => expect(stop).toHaveBeenCalledTimes(1));
  });
});

describe('closeCore', () => {
  it("leaves the global Core of the prefix alone when it is another Core, and survives a socket that fails to close", async () => {
    const { core } = fakeClient();
    const other = {};
    globals._walletConnectCore_ = other;
    core.relayer.transportClose.mockRejectedValueOnce(new Error('closed already'));
    await closeCore(core);
    expect(globals._walletConnectCore_).toBe(other);
  });
});

describe('whenAborted', () => {
  it('runs once the signal aborts, or at once when it has', () => {
    const lifetime = new AbortController();
    const release = jest.fn();
    whenAborted(lifetime.signal, release);
    expect(release).not.toHaveBeenCalled();
    lifetime.abort();
    lifetime.signal.dispatchEvent(new Event('abort'));
    expect(release).toHaveBeenCalledTimes(1);
    const late = jest.fn();
    whenAborted(lifetime.signal, late);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
