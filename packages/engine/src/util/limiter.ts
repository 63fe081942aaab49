/**
 * Limits work by concurrency, requests per minute and a fixed delay between starts — the three
 * knobs a target exposes so a scan never floods a customer's endpoint.
 */
export type LimiterOptions = { concurrency?: number; rpm?: number; delayMs?: number };

export type Limiter = { run<T>(task: () => Promise<T>): Promise<T> };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createLimiter(options: LimiterOptions = {}): Limiter {
  const concurrency = Math.max(1, options.concurrency ?? 4);
  const minGapMs = Math.max(options.delayMs ?? 0, options.rpm ? 60_000 / options.rpm : 0);
  let active = 0;
  let nextStartAt = 0;
  const waiting: (() => void)[] = [];

  async function acquire(): Promise<void> {
    // A released slot is handed straight to the next waiter, so `active` never overshoots.
    if (active >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    else active++;
    // Reserve a start slot before sleeping so concurrent callers space themselves out.
    const now = Date.now();
    const startAt = Math.max(now, nextStartAt);
    nextStartAt = startAt + minGapMs;
    if (startAt > now) await sleep(startAt - now);
  }

  function release(): void {
    const next = waiting.shift();
    if (next) next();
    else active--;
  }

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
