// The demo on Ethereum, Base and Solana mainnet from the catalogue, their RPC URLs on the local
// chains that rehearse them (src/rehearsalMain.tsx).
import { sidePage } from './vite.sidePage.js';

export default sidePage('rehearsal');
