import { describe, expect, it } from 'vitest';
import { ScanContext } from '../context';
import { StreamReader } from '../io/stream-reader';
import { pk } from '../testing/fixtures';
import type { Finding } from '../types';
import { scanPickleStream } from './scan-pickle';

/** A stream that hands out one byte per chunk: every argument straddles chunk boundaries. */
async function* byteByByte(data: Buffer): AsyncGenerator<Buffer> {
  for (const byte of data) yield Buffer.from([byte]);
}

async function scan(reader: StreamReader): Promise<Finding[]> {
  const findings: Finding[] = [];
  await scanPickleStream(
    new ScanContext('stream.pkl', (finding) => findings.push(finding)),
    reader,
  );
  return findings;
}

describe('pickle walker over chunked streams', () => {
  const pickle = Buffer.concat([
    pk.proto(4),
    pk.shortUnicode('builtins'),
    pk.op(pk.MEMOIZE),
    pk.binUnicode('eval'),
    pk.op(pk.MEMOIZE, pk.POP, pk.POP),
    pk.binget(0),
    pk.binget(1),
    pk.op(pk.STACK_GLOBAL),
    pk.global('collections', 'OrderedDict'),
    pk.op(pk.POP),
    pk.binUnicode('1+1'),
    pk.op(pk.TUPLE1, pk.REDUCE, pk.STOP),
  ]);

  it('finds the same thing whether the bytes arrive at once or one by one', async () => {
    const whole = await scan(StreamReader.fromBuffer(pickle));
    const split = await scan(new StreamReader(byteByByte(pickle)));
    expect(whole).toEqual([
      expect.objectContaining({
        ruleId: 'pickle/dangerous-global',
        global: 'builtins.eval',
        operator: 'REDUCE',
        position: 9,
      }),
    ]);
    expect(split).toEqual(whole);
  });
});
