/**
 * Probes in flight in one worker process (`CRUCIBLE_SCAN_WORKER_CONCURRENCY`), shared by its
 * batch jobs. A batch takes as much of it as its target allows and gives a unit back when a
 * runner ends, so one scan alone can use the whole process while several scans share it.
 */
export class ProbeBudget {
  private used = 0;

  constructor(readonly limit: number) {}

  get free(): number {
    return this.limit - this.used;
  }

  /** Takes up to `wanted` units; answers how many were taken (maybe 0). */
  take(wanted: number): number {
    const taken = Math.max(0, Math.min(wanted, this.free));
    this.used += taken;
    return taken;
  }

  give(units: number): void {
    this.used = Math.max(0, this.used - units);
  }
}
