// The sweep of expired rows (src/db/sweep.ts): at most one run per interval, in the background.
import { sweeper } from '../src/db/sweep.js';

const INTERVAL = 1000;

function setup() {
  let now = 5_000;
  const runs: number[] = [];
  const sweep = sweeper(async (at) => void runs.push(at), () => now, INTERVAL);
  return { runs, sweep, move: (ms: number) => (now += ms) };
}

describe('a sweep', () => {
  it('runs at the first call, then once per interval of the clock it is given', () => {
    const { runs, sweep, move } = setup();
    sweep();
    sweep();
    move(INTERVAL - 1);
    sweep();
    expect(runs).toEqual([5_000]);
    move(1);
    sweep();
    sweep();
    expect(runs).toEqual([5_000, 5_000 + INTERVAL]);
  });

  it('runs again when the clock moved back', () => {
    const { runs, sweep, move } = setup();
    sweep();
    move(-1);
    sweep();
    expect(runs).toEqual([5_000, 4_999]);
  });

  it('does not make the caller wait, and a failed run is left to the next', async () => {
    let finish: () => void = () => {};
    let calls = 0;
    let now = 0;
    const sweep = sweeper(
      () => {
        calls += 1;
        return calls === 1 ? Promise.reject(new Error('database away')) : new Promise<void>((resolve) => (finish = resolve));
      },
      () => now,
      INTERVAL,
    );
    sweep();
    now += INTERVAL;
    expect(sweep()).toBeUndefined();
    expect(calls).toBe(2);
    finish();
  });
});
