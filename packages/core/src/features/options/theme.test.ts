import { setThemeMode, setThemeVariables } from '../../actions/theme.js';
import { testLatch } from '../../../test/setup.js';

describe('theme (SPEC 3, 9)', () => {
  it('follows the system by default, with no overrides', () => {
    expect(testLatch().latch.getState().theme).toEqual({ themeMode: 'system', themeVariables: {} });
  });

  it('takes the mode and variables from the config, then from the actions', () => {
    const { latch } = testLatch({ themeMode: 'dark', themeVariables: { accent: '#0a84ff', zIndex: 2000 } });
    expect(latch.getState().theme).toEqual({ themeMode: 'dark', themeVariables: { accent: '#0a84ff', zIndex: 2000 } });
    setThemeMode(latch, 'light');
    setThemeVariables(latch, { borderRadius: '8px', zIndex: undefined });
    expect(latch.getState().theme).toEqual({ themeMode: 'light', themeVariables: { accent: '#0a84ff', borderRadius: '8px' } });
  });
});
