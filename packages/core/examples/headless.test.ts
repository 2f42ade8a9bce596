import { runHeadless } from './headless.js';

it('runs the headless example: open, navigate, connect, read the account, disconnect', async () => {
  const lines: string[] = [];
  await runHeadless((line) => lines.push(line));
  expect(lines).toEqual([
    'opened on Connect',
    'navigated to AllWallets',
    'back on Connect',
    'connected 0x7099…79C8 on Latch Devnet, balance 12.345 ETH',
    'opened on Account',
    'disconnected: disconnected, on Connect',
  ]);
});
