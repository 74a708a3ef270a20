import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from './concurrency-limit.ts';

describe('concurrency limit', () => {
  it('runs at most n tasks at once, each to its own answer, in the order they came', async () => {
    const limit = concurrencyLimit(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (i: number) => async () => {
      started.push(i);
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 5 + (i % 3)));
      running--;
      return i * 10;
    };
    const answers = await Promise.all(Array.from({ length: 9 }, (_, i) => limit(task(i))));
    expect(answers).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80]);
    expect(most).toBe(2);
    expect(started.slice(0, 2)).toEqual([0, 1]);
    expect([...started].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('frees the place of a task that fails', async () => {
    const limit = concurrencyLimit(1);
    await expect(limit(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(
      limit(async () => {
        throw new Error('sync boom');
      }),
    ).rejects.toThrow('sync boom');
    expect(await limit(async () => 'after')).toBe('after');
  });
});
