import { describe, expect, it } from 'vitest';
import { createProgressBar } from './progress';

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
