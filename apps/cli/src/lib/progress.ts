/**
 * A one-line progress bar on stderr: redrawn in place on a terminal, a line per 10 % otherwise
 * (CI logs), so stdout stays clean for results.
 */
export function createProgressBar(stream: NodeJS.WriteStream = process.stderr, unit = 'probes') {
  const width = 30;
  let lastDecile = -1;
  return {
    update(done: number, total: number, failed: number, errors: number) {
      // Nothing known yet (a queued scan reports 0/0) is 0 %, not done.
      const ratio = total === 0 ? 0 : done / total;
      const text = `${done}/${total} ${unit} (${Math.round(ratio * 100)}%) · ${failed} failed · ${errors} errors`;
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
