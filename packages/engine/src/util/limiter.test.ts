import { describe, expect, it } from 'vitest';
import { createLimiter } from './limiter';

describe('createLimiter', () => {
  it('never runs more tasks at once than the concurrency limit and runs them all', async () => {
    const limiter = createLimiter({ concurrency: 2 });
    let active = 0;
    let peak = 0;
    const task = async (n: number) => {
      active++;
      peak = Math.max(peak, active);
      await new Promise((resolve) => setTimeout(resolve, 5));
      active--;
      return n * 2;
    };
    const results = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => limiter.run(() => task(n))));
    expect(results).toEqual([2, 4, 6, 8, 10, 12]);
    expect(peak).toBe(2);
  });
  it('releases the slot when a task throws', async () => {
    const limiter = createLimiter({ concurrency: 1 });
    await expect(limiter.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limiter.run(async () => 'next')).toBe('next');
  });
});
