import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureDir, runPythonFile, scanFile } from '../testing/fixtures';
import { joblibArrayLayout } from './joblib-arrays';
import type { Value } from './machine';

const { dir, cleanup } = fixtureDir('joblib');
beforeAll(() => runPythonFile(dir, 'make_joblib.py'));
afterAll(cleanup);

const str = (v: string): Value => ({ t: 'str', v });
const int = (v: number): Value => ({ t: 'int', v });
const wrapperState = (descr: string, shape: number[], aligned = true): Value => ({
  t: 'dict',
  entries: new Map<string, Value>([
    ['shape', { t: 'tuple', items: shape.map(int) }],
    ['dtype', { t: 'obj', of: 'numpy.dtype', args: { t: 'tuple', items: [str(descr)] } }],
    ...(aligned ? ([['numpy_array_alignment_bytes', int(16)]] as [string, Value][]) : []),
  ]),
});

describe('joblib arrays inside the pickle stream', () => {
  it('sizes numeric arrays from the wrapper state', () => {
    expect(joblibArrayLayout(wrapperState('<f8', [2, 3]))).toEqual({
      kind: 'bytes',
      length: 48,
      aligned: true,
    });
    expect(joblibArrayLayout(wrapperState('<U4', [5], false))).toEqual({
      kind: 'bytes',
      length: 80,
      aligned: false,
    });
    expect(joblibArrayLayout(wrapperState('|O', [1]))).toEqual({ kind: 'pickle' });
    expect(joblibArrayLayout({ t: 'any' })).toMatchObject({ kind: 'unknown' });
  });

  it.each(['arrays-p2.joblib', 'arrays-p4.joblib'])(
    'steps over raw array bytes in %s (which hold opcode-like bytes)',
    async (name) => {
      expect(await scanFile(join(dir, name))).toEqual([]);
    },
  );

  it('walks the nested pickle of an object array', async () => {
    expect(await scanFile(join(dir, 'object-array.joblib'))).toEqual([
      expect.objectContaining({ severity: 'critical', global: 'posix.system' }),
    ]);
  });
});
