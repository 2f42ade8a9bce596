/** @jest-environment node */
// The local world is one explicit setting for the frame's build too, LATCH_ENV=local, as for the
// services: never guessed from a loopback services URL.
import { frameBuildSettings, type LocalWorldAddresses } from './buildSettings.js';

const LOCAL: LocalWorldAddresses = { host: '127.0.0.1', ports: { demo: 5173, services: 8787 } };

describe("the frame build's world", () => {
  it('is a deployment unless LATCH_ENV=local, even with the services on this machine', () => {
    expect(frameBuildSettings({}, LOCAL)).toMatchObject({ servicesUrl: 'http://127.0.0.1:8787', localWorld: false });
    expect(frameBuildSettings({ LATCH_SERVICES_URL: 'http://localhost:8787' }, LOCAL).localWorld).toBe(false);
    expect(frameBuildSettings({ LATCH_ENV: 'production' }, LOCAL).localWorld).toBe(false);
    expect(frameBuildSettings({ NODE_ENV: 'development' }, LOCAL).localWorld).toBe(false);
  });

  it('is the local world with LATCH_ENV=local, wherever the services are', () => {
    expect(frameBuildSettings({ LATCH_ENV: 'local' }, LOCAL).localWorld).toBe(true);
    expect(frameBuildSettings({ LATCH_ENV: 'local', LATCH_SERVICES_URL: 'https://services.example' }, LOCAL).localWorld).toBe(true);
  });

  it('refuses a LATCH_ENV that is neither local nor production, naming the setting', () => {
    expect(() => frameBuildSettings({ LATCH_ENV: 'dev' }, LOCAL)).toThrow(/LATCH_ENV: must be local \(the local world\) or production/);
  });
});
