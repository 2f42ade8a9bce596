import { setThemeMode } from '../../actions/theme.js';
import type { LatchConfig } from '../../config.js';
import { testLatch } from '../../../test/setup.js';

describe('theme (SPEC 3, 4)', () => {
  it('follows the system by default', () => {
    expect(testLatch().latch.getState().theme).toEqual({ themeMode: 'system' });
  });

  it('takes the mode from the config, then from the action', () => {
    const { latch } = testLatch({ themeMode: 'dark' });
    expect(latch.getState().theme).toEqual({ themeMode: 'dark' });
    setThemeMode(latch, 'light');
    expect(latch.getState().theme).toEqual({ themeMode: 'light' });
  });

  it("keeps no untyped look: overrides are ui's typed `<LatchProvider theme>`", () => {
    // @ts-expect-error: the config takes the mode only
    const config: Partial<LatchConfig> = { themeVariables: { accent: '#0a84ff' } };
    expect(testLatch(config).latch.getState().theme).toEqual({ themeMode: 'system' });
  });
});
