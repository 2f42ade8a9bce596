import { startReleasable } from './releasable.js';

const globals = globalThis as Record<string, unknown>;

function fakeClient() {
  const core = { heartbeat: { stop: jest.fn() }, relayer: { transportClose: jest.fn(async () => undefined) } };
  return { core, proposal: { getAll: () => [{ id: 5 }] }, events: { emit: jest.fn() } };
}

afterEach(() => {
  delete globals['_walletConnectCore_prefix'];
});

it('releases the started client, under its storage prefix, once the lifetime ends, and not before', async () => {
  const client = fakeClient();
  const lifetime = new AbortController();
  const started = await startReleasable(async () => ({ client }), (provider) => provider.client, lifetime.signal, 'prefix');
  expect(started.client).toBe(client);
  globals['_walletConnectCore_prefix'] = client.core;
  await Promise.resolve();
  expect(client.core.heartbeat.stop).not.toHaveBeenCalled();
  lifetime.abort();
  await Promise.resolve();
  expect(client.events.emit).toHaveBeenCalledWith('proposal_expire', { id: 5 });
  expect(client.core.heartbeat.stop).toHaveBeenCalledTimes(1);
  expect(client.core.relayer.transportClose).toHaveBeenCalledTimes(1);
  expect(globals).not.toHaveProperty('_walletConnectCore_prefix');
});

it('keeps a client started without a lifetime running', async () => {
  const client = fakeClient();
  await startReleasable(async () => client, (started) => started, undefined);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(client.core.heartbeat.stop).not.toHaveBeenCalled();
});
