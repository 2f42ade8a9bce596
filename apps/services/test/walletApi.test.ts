// /appkit/v1/config, /projects/v1/origins and /getAnalyticsConfig, read as the client reads them.
import { analyticsConfigResponseSchema, apiRequest, configResponseSchema, originsResponseSchema } from '@latch/core/api';
import { DEFAULT_FEATURES, setAllowedOrigins, setAnalyticsEnabled, setFeature } from '../src/index.js';
import { CALL, fetchJson, urlOf, useServices } from './helpers.js';

const services = useServices();
const context = () => ({ baseUrl: services().url, projectId: CALL.projectId });

afterEach(async () => {
  await setAnalyticsEnabled(services().db, CALL.projectId, true);
  for (const feature of DEFAULT_FEATURES) await setFeature(services().db, CALL.projectId, feature);
});

describe('/appkit/v1/config', () => {
  it("answers SPEC 9's default remote features under the ids the client reads", async () => {
    const { features } = await apiRequest(context(), { path: '/appkit/v1/config', schema: configResponseSchema, empty: { features: [] } });
    expect(features).toEqual([
      { id: 'swaps', isEnabled: true, config: ['1inch'] },
      { id: 'onramp', isEnabled: true, config: ['coinbase', 'meld'] },
      { id: 'email', isEnabled: true, config: null },
      { id: 'social_login', isEnabled: true, config: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] },
      { id: 'activity', isEnabled: true, config: null },
      { id: 'branding', isEnabled: true, config: null },
    ]);
  });

  it('answers what is stored for the project once it is changed, in the same order', async () => {
    await setFeature(services().db, CALL.projectId, { id: 'swaps', isEnabled: false, config: null });
    await setFeature(services().db, CALL.projectId, { id: 'social_login', isEnabled: true, config: ['github'] });
    const { features } = await apiRequest(context(), { path: '/appkit/v1/config', schema: configResponseSchema, empty: { features: [] } });
    expect(features[0]).toEqual({ id: 'swaps', isEnabled: false, config: null });
    expect(features.find((feature) => feature.id === 'social_login')?.config).toEqual(['github']);
    expect(features).toHaveLength(6);
  });
});

describe('/projects/v1/origins', () => {
  it('answers the allowlist as stored', async () => {
    const before = await apiRequest(context(), { path: '/projects/v1/origins', schema: originsResponseSchema, empty: { allowedOrigins: [] } });
    await setAllowedOrigins(services().db, CALL.projectId, [...before.allowedOrigins, 'https://app.example']);
    const after = await apiRequest(context(), { path: '/projects/v1/origins', schema: originsResponseSchema, empty: { allowedOrigins: [] } });
    expect(after.allowedOrigins).toEqual([...before.allowedOrigins, 'https://app.example']);
    await setAllowedOrigins(services().db, CALL.projectId, before.allowedOrigins);
  });
});

describe('/getAnalyticsConfig', () => {
  it('is on by default and follows the project switch', async () => {
    const read = () => fetchJson(urlOf(services().url, '/getAnalyticsConfig'));
    expect(analyticsConfigResponseSchema.parse((await read()).body)).toEqual({ isAnalyticsEnabled: true });
    await setAnalyticsEnabled(services().db, CALL.projectId, false);
    expect(analyticsConfigResponseSchema.parse((await read()).body)).toEqual({ isAnalyticsEnabled: false });
  });
});
