import { lazyOnce } from './lazyOnce.js';

it('loads once, on first need, and keeps what it loaded', async () => {
  const load = jest.fn(async () => ({ loaded: true }));
  const value = lazyOnce(load);
  expect(value.current()).toBeUndefined();
  expect(load).not.toHaveBeenCalled();

  const first = value.get();
  expect(value.get()).toBe(first);
  expect(value.current()).toBe(first);
  expect(await value.get()).toBe(await first);
  expect(load).toHaveBeenCalledTimes(1);
});

it('forgets a failed load, so the next need tries again', async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce('body');
  const value = lazyOnce<string>(load);
  await expect(value.get()).rejects.toThrow('chunk failed');
  expect(value.current()).toBeUndefined();
  await expect(value.get()).resolves.toBe('body');
  expect(load).toHaveBeenCalledTimes(2);
});
