import { addSample, rank, score, type Sample } from './ranking.js';

const ok = (latencyMs: number): Sample => ({ ok: true, latencyMs });
const failed: Sample = { ok: false, latencyMs: 1000 };
const times = (n: number, sample: Sample) => Array.from({ length: n }, () => sample);

describe('score (SPEC 9: 0.7 × stability + 0.3 × latency)', () => {
  it('weighs the share of answered pings 0.7 and their latency against the 1000 ms ping timeout 0.3', () => {
    expect(score(times(10, ok(100)))).toBeCloseTo(0.7 + 0.3 * 0.9);
    expect(score([...times(5, ok(200)), ...times(5, failed)])).toBeCloseTo(0.7 * 0.5 + 0.3 * 0.8);
    expect(score([ok(0), failed, failed, failed])).toBeCloseTo(0.7 * 0.25 + 0.3);
  });

  it('gives no latency credit at or past the timeout, and 0 when no ping answered', () => {
    expect(score(times(10, ok(1500)))).toBeCloseTo(0.7);
    expect(score(times(10, failed))).toBe(0);
  });

  it('counts a timed-out ping as a failure, whatever its latency', () => {
    expect(score([ok(50), { ok: false, latencyMs: 1000 }])).toBeLessThan(score([ok(50), ok(999)]));
  });
});

describe('addSample', () => {
  it('keeps the last 10 pings only', () => {
    let samples: Sample[] = [];
    for (let i = 0; i < 12; i++) samples = addSample(samples, ok(i));
    expect(samples.map((s) => s.latencyMs)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('forgets failures once 10 newer pings answered', () => {
    let samples = times(10, failed);
    for (let i = 0; i < 10; i++) samples = addSample(samples, ok(100));
    expect(score(samples)).toBeCloseTo(score(times(10, ok(100))));
  });
});

describe('rank', () => {
  const urls = ['http://own', 'http://public'];

  it('keeps the given order until every URL has been pinged', () => {
    expect(rank(urls, new Map())).toEqual(urls);
    expect(rank(urls, new Map([['http://public', [ok(1)]]]))).toEqual(urls);
  });

  it('puts the best score first, and keeps the given order on a tie', () => {
    expect(rank(urls, new Map([['http://own', [failed, ok(10)]], ['http://public', [ok(300), ok(300)]]]))).toEqual(['http://public', 'http://own']);
    expect(rank(urls, new Map([['http://own', [ok(20)]], ['http://public', [ok(10)]]]))).toEqual(['http://public', 'http://own']);
    expect(rank(urls, new Map([['http://own', [ok(10)]], ['http://public', [ok(10)]]]))).toEqual(urls);
  });
});
