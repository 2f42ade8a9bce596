// The demo with the example Bitcoin adapter (examples/adapter-bip122) beside EVM and Solana (src/bip122Main.tsx).
import { sidePage } from './vite.sidePage.js';

export default sidePage('bip122');
