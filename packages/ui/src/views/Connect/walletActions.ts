// Loaded on a pick: Connect paints without the listing's action code.
export { pickWallet } from '@latch/core/internal';
