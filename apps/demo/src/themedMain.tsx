// The demo in a theme of an app's own making: RainbowKit's options (an accent and its foreground, a
// radius preset, a backdrop blur) and a few variables on top, per mode. Built on its own, as bip122.html
// is, so the demo's entry stays as it is; the visual test screenshots it beside the shipped themes.
import { darkTheme, lightTheme, type ThemeOptions } from '@latch/ui';
import { createDemoLatch } from './latch.js';
import { mountDemo } from './mount.js';

const options: ThemeOptions = { accentColor: '#0f766e', accentColorForeground: '#f0fdfa', borderRadius: 'none', overlayBlur: 'small' };
const layout = { modalWidth: '400px', spacing: '5px', fontSizeMd: '15px', fontWeightSemibold: '700' };

mountDemo(createDemoLatch(), { lightMode: { ...lightTheme(options), ...layout }, darkMode: { ...darkTheme(options), ...layout } });
