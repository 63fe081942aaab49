import { describe, expect, it } from 'vitest';
import { createProgressBar, createProgressLine, formatBytes } from './progress';

const logStream = () => {
  const lines: string[] = [];
  const stream = {
    isTTY: false,
    write: (text: string) => lines.push(text),
  } as unknown as NodeJS.WriteStream;
  return { lines, stream };
};

describe('progress bar in a log (no terminal)', () => {
  it('prints a line per tenth, and a queued 0/0 does not count as done', () => {
    const { lines, stream } = logStream();
    const bar = createProgressBar(stream);
    bar.update(0, 0, 0, 0);
    bar.update(1, 8, 0, 0);
    bar.update(4, 8, 1, 0);
    bar.update(8, 8, 2, 1);
    expect(lines).toEqual([
      '0/0 probes (0%) · 0 failed · 0 errors\n',
      '1/8 probes (13%) · 0 failed · 0 errors\n',
      '4/8 probes (50%) · 1 failed · 0 errors\n',
      '8/8 probes (100%) · 2 failed · 1 errors\n',
    ]);
  });
});

describe('progress line on a terminal', () => {
  it('redraws one line in place and ends it', () => {
    const { lines, stream } = logStream();
    (stream as { isTTY: boolean }).isTTY = true;
    const line = createProgressLine(stream);
    line.draw(0.5, 'half');
    line.draw(1, 'all');
    line.done();
    expect(lines).toEqual([
      `\r[${'#'.repeat(15)}${'-'.repeat(15)}] half`,
      `\r[${'#'.repeat(30)}] all`,
      '\n',
    ]);
  });
});

describe('formatBytes', () => {
  it('counts in powers of 1024', () => {
    expect([0, 1023, 1536, 200 * 1024 ** 2, 1024 ** 3].map(formatBytes)).toEqual([
      '0 B',
      '1023 B',
      '1.5 KB',
      '200.0 MB',
      '1.0 GB',
    ]);
  });
});
