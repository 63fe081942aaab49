import type { ProbeResult } from '@crucible/engine';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import { storeProbeResults, type FinishedProbe } from './probe-queries';

export type ResultWriterOptions = {
  /** Results written in one statement at most. */
  maxRows: number;
  /** How long a finished probe may wait for companions before it is written. */
  maxDelayMs: number;
};

export const RESULT_WRITER_DEFAULTS: ResultWriterOptions = { maxRows: 64, maxDelayMs: 10 };

/**
 * Writes a batch's finished probes a few milliseconds after they finish, many rows per
 * statement: one UPDATE per probe costs more CPU (query building, round trips) than running a
 * probe against a fast target. Writes run one at a time in order; a runner that gets far ahead
 * of the database waits (`add` resolves once its backlog is small again). A crash loses at most
 * the results of the last few milliseconds, and those probes are re-run under a new lease.
 */
export class ResultWriter {
  private pending: FinishedProbe[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  private failure: unknown = null;

  constructor(
    private readonly db: Db,
    private readonly token: string,
    private readonly logger: FastifyBaseLogger,
    private readonly options: ResultWriterOptions = RESULT_WRITER_DEFAULTS,
  ) {}

  /** The first write error, if any: the batch must stop, its claims will lapse and be re-run. */
  get failed(): unknown {
    return this.failure;
  }

  async add(probeId: string, result: ProbeResult): Promise<void> {
    this.pending.push({ probeId, result, finishedAt: new Date() });
    if (this.pending.length >= this.options.maxRows) {
      this.flush();
      // Back-pressure: at most one full statement queued behind the one being written.
      await this.writing;
    } else {
      this.timer ??= setTimeout(() => this.flush(), this.options.maxDelayMs);
    }
  }

  /** Queues everything pending as one write (after the writes already queued). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.pending.length === 0) return this.writing;
    const rows = this.pending;
    this.pending = [];
    this.writing = this.writing.then(() => this.write(rows));
    return this.writing;
  }

  /**
   * Runs `task` between writes. Statements that touch the batch's claimed rows (lease renewal)
   * go through here: two multi-row UPDATEs of the same rows on two connections can deadlock.
   */
  exclusive<T>(task: () => Promise<T>): Promise<T> {
    const run = this.writing.then(task);
    this.writing = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  /** Drops whatever is pending (a simulated crash). */
  abandon(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.pending = [];
  }

  private async write(rows: FinishedProbe[]): Promise<void> {
    if (this.failure) return;
    try {
      const stored = await storeProbeResults(this.db, this.token, rows);
      for (const { probeId } of rows) {
        if (!stored.has(probeId)) {
          this.logger.warn({ probeId }, 'probe was reclaimed before its result was stored');
        }
      }
    } catch (error) {
      this.failure = error;
      this.logger.error({ err: error }, 'storing probe results failed');
    }
  }
}
