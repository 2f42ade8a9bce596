// The demo in a custom theme (src/themedMain.tsx), for the visual test and for trying the theme options.
import { sidePage } from './vite.sidePage.js';

export default sidePage('themed');
