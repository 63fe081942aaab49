import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { testDatabase } from '../../test/harness';
import type { DatabaseHandle } from '../db/client';
import { type JobHandlers, startJobQueue } from './queue';

const silent = pino({ level: 'silent' });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('job queue shutdown', () => {
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);
  afterEach(() => {
    process.off('unhandledRejection', onRejection);
    rejections.length = 0;
  });

  /** Handlers that query the database for a few milliseconds, as scan jobs do, noting failures. */
  function queryingHandlers(database: DatabaseHandle, failures: unknown[], handled: string[]) {
    const handler = async ({ scanId }: { scanId: string }) => {
      try {
        for (let i = 0; i < 3; i++) {
          await database.db.execute(sql`select 1`);
          await pause(3);
        }
        handled.push(scanId);
      } catch (error) {
        failures.push(error);
        throw error;
      }
    };
    return {
      'send-email': async () => undefined,
      'scan-generate': handler,
      'scan-batch': handler,
      'scan-finalize': handler,
      'scan-regrade': handler,
      'webhook-deliver': async () => undefined,
      'model-audit-scan': handler,
      'eval-run': async () => undefined,
    } satisfies JobHandlers;
  }

  /**
   * The queue's own statements take 60 ms, as on a loaded database server: fetches are then
   * often in flight when the queue stops, and the jobs they bring back run after the stop.
   */
  const slowQueueStatements = (database: DatabaseHandle): DatabaseHandle => ({
    ...database,
    executor: {
      async executeSql(text, values) {
        await pause(60);
        return database.executor.executeSql(text, values);
      },
    },
  });

  it('closes the database only after every fetched job has been handled and settled', async () => {
    process.on('unhandledRejection', onRejection);
    for (let round = 0; round < 2; round++) {
      const database = await testDatabase({ private: true });
      const jobs = await startJobQueue(slowQueueStatements(database), silent);
      const failures: unknown[] = [];
      const handled: string[] = [];
      await jobs.sendMany(
        'scan-batch',
        Array.from({ length: 120 }, () => ({ scanId: randomUUID() })),
      );
      await jobs.work(queryingHandlers(database, failures, handled));
      // Stop while the workers are busy fetching and handling, then close at once.
      while (handled.length < 5) await pause(5);
      const drained = await jobs.stop();
      await database.close();
      await pause(700);
      expect(failures).toEqual([]);
      expect(rejections).toEqual([]);
      expect(drained).toBe(true);
    }
  }, 120_000);

  it('answers false when a job outlives the deadline, so the caller leaves the pool open', async () => {
    const database = await testDatabase({ private: true });
    const jobs = await startJobQueue(database, silent);
    let finished = false;
    await jobs.send('scan-finalize', { scanId: randomUUID() });
    await jobs.work({
      'send-email': async () => undefined,
      'scan-generate': async () => undefined,
      'scan-batch': async () => undefined,
      'scan-regrade': async () => undefined,
      'webhook-deliver': async () => undefined,
      'model-audit-scan': async () => undefined,
      'eval-run': async () => undefined,
      'scan-finalize': async () => {
        await pause(2_500);
        await database.db.execute(sql`select 1`);
        finished = true;
      },
    });
    await pause(1_200); // polled within 0.5 s, then running
    expect(await jobs.stop({ timeoutMs: 1_000 })).toBe(false);
    await pause(1_500);
    expect(finished).toBe(true);
    await database.close();
  }, 60_000);
});
