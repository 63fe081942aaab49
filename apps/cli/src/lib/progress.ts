/**
 * A one-line progress bar on stderr: redrawn in place on a terminal, a line per 10 % otherwise
 * (CI logs), so stdout stays clean for results.
 */
export function createProgressLine(stream: NodeJS.WriteStream = process.stderr) {
  const width = 30;
  let lastDecile = -1;
  return {
    /** Draws `text` at `ratio` (0–1) of the way. */
    draw(ratio: number, text: string) {
      if (stream.isTTY) {
        const filled = Math.round(ratio * width);
        stream.write(`\r[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${text}`);
        return;
      }
      const decile = Math.floor(ratio * 10);
      if (decile !== lastDecile) {
        lastDecile = decile;
        stream.write(`${text}\n`);
      }
    },
    done() {
      if (stream.isTTY) stream.write('\n');
    },
  };
}

/** Progress of graded items (probes, cells): done of total, how many failed and errored. */
export function createProgressBar(stream: NodeJS.WriteStream = process.stderr, unit = 'probes') {
  const line = createProgressLine(stream);
  return {
    update(done: number, total: number, failed: number, errors: number) {
      // Nothing known yet (a queued scan reports 0/0) is 0 %, not done.
      const ratio = total === 0 ? 0 : done / total;
      line.draw(
        ratio,
        `${done}/${total} ${unit} (${Math.round(ratio * 100)}%) · ${failed} failed · ${errors} errors`,
      );
    },
    done: line.done,
  };
}

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** 1536 → "1.5 KB" (powers of 1024, one decimal from KB up). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${BYTE_UNITS[unit]}`;
}
