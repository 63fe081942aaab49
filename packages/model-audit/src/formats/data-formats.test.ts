import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lz4 } from '../io/decoders';
import { atLeast, fixtureDir, runPythonFile, scanFile } from '../testing/fixtures';
import type { Finding } from '../types';

const { dir, cleanup } = fixtureDir('data-formats');
beforeAll(() => runPythonFile(dir, 'make_data_formats.py'));
afterAll(cleanup);

const scan = (name: string) => scanFile(join(dir, name));
const brief = (findings: Finding[]) =>
  findings.map(({ ruleId, severity, member, global }) => ({ ruleId, severity, member, global }));

describe('NumPy', () => {
  it('finds nothing in a numeric .npy', async () => {
    expect(await scan('numeric.npy')).toEqual([]);
  });

  it('scans the pickle of an object array, also inside .npz', async () => {
    expect(brief(await scan('objects.npy'))).toEqual([
      { ruleId: 'numpy/object-array', severity: 'info', member: undefined, global: undefined },
      {
        ruleId: 'pickle/dangerous-global',
        severity: 'critical',
        member: undefined,
        global: 'posix.system',
      },
    ]);
    expect(brief(atLeast(await scan('arrays.npz'), 'low'))).toEqual([
      {
        ruleId: 'pickle/dangerous-global',
        severity: 'critical',
        member: 'labels.npy',
        global: 'posix.system',
      },
    ]);
  });

  it('reports a broken header', async () => {
    expect(brief(await scan('bad-header.npy'))).toEqual([
      { ruleId: 'format/not-scanned', severity: 'medium', member: undefined, global: undefined },
    ]);
  });
});

describe('joblib', () => {
  it.each(['raw', 'zlib', 'gzip', 'bz2'])('finds os.system in a %s pickle', async (kind) => {
    const findings = await scan(`${kind}.joblib`);
    expect(findings).toEqual([
      expect.objectContaining({ severity: 'critical', global: 'posix.system', operator: 'REDUCE' }),
    ]);
  });

  it('finds os.system in an lz4 pickle', async () => {
    const raw = readFileSync(join(dir, 'raw.joblib'));
    writeFileSync(join(dir, 'lz4.joblib'), Buffer.from(lz4.compress(raw)));
    expect(await scan('lz4.joblib')).toEqual([
      expect.objectContaining({ severity: 'critical', global: 'posix.system' }),
    ]);
  });

  it('finds nothing in a benign compressed pickle', async () => {
    expect(await scan('benign-zlib.joblib')).toEqual([]);
  });

  it.each(['xz.joblib', 'lzma.joblib', 'model.pkl.lzma', 'lzma-inside.pkl'])(
    'finds os.system in an xz / LZMA-alone pickle (%s)',
    async (name) => {
      expect(brief(await scan(name))).toEqual([
        {
          ruleId: 'pickle/dangerous-global',
          severity: 'critical',
          member: name.replace(/\.lzma$/, ''),
          global: 'posix.system',
        },
      ]);
    },
  );

  it('finds nothing in a benign xz pickle', async () => {
    expect(await scan('benign.joblib.xz')).toEqual([]);
  });

  it('reports damaged zlib, xz and LZMA data at medium, never as clean', async () => {
    expect(await scan('broken-zlib.joblib')).toEqual([
      expect.objectContaining({
        ruleId: 'scan/error',
        severity: 'medium',
        message: 'Scanning "broken-zlib.joblib" failed: unexpected end of file',
      }),
    ]);
    expect(brief(await scan('broken-xz.joblib'))).toEqual([
      { ruleId: 'scan/error', severity: 'medium', member: 'broken-xz.joblib', global: undefined },
    ]);
    expect((await scan('broken-xz.joblib'))[0]?.message).toBe(
      'Scanning "broken-xz.joblib" failed: xz: the compressed data ends early',
    );
    expect((await scan('broken-lzma.joblib'))[0]).toMatchObject({
      ruleId: 'scan/error',
      severity: 'medium',
      message: 'Scanning "broken-lzma.joblib" failed: the compressed data ends early',
    });
  });
});

describe('safetensors', () => {
  it('finds nothing in a valid file', async () => {
    expect(await scan('valid.safetensors')).toEqual([]);
  });

  it('reports overlaps, unknown dtypes and data past the end', async () => {
    const findings = await scan('overlap.safetensors');
    expect(brief(findings)).toEqual([
      {
        ruleId: 'safetensors/invalid-header',
        severity: 'medium',
        member: undefined,
        global: undefined,
      },
    ]);
    expect(findings[0]?.message).toBe(
      'Invalid safetensors header: tensor "c" has unknown dtype "X99"; tensor "b" overlaps the tensor ' +
        'before it; tensors need 40 bytes of data but the file holds 16.',
    );
  });

  it('reports secrets and URLs in metadata', async () => {
    expect(brief(await scan('secret.safetensors'))).toEqual([
      { ruleId: 'metadata/secret', severity: 'high', member: undefined, global: undefined },
      { ruleId: 'metadata/url', severity: 'low', member: undefined, global: undefined },
    ]);
  });

  it.each(['short', 'notjson'])('reports a %s header without throwing', async (name) => {
    expect(await scan(`${name}.safetensors`)).toEqual([
      expect.objectContaining({ ruleId: 'safetensors/invalid-header' }),
    ]);
  });
});

describe('GGUF', () => {
  it('finds nothing in a model with a benign chat template', async () => {
    expect(await scan('benign.gguf')).toEqual([]);
  });

  it('reports template injection in the chat template', async () => {
    const findings = await scan('injected.gguf');
    expect(brief(findings)).toEqual([
      {
        ruleId: 'gguf/template-injection',
        severity: 'critical',
        member: undefined,
        global: undefined,
      },
    ]);
    expect(findings[0]?.message).toContain('dunder');
  });

  it('reports URLs and secrets in metadata', async () => {
    expect(brief(await scan('metadata.gguf'))).toEqual([
      { ruleId: 'metadata/url', severity: 'low', member: undefined, global: undefined },
      { ruleId: 'metadata/secret', severity: 'high', member: undefined, global: undefined },
    ]);
  });

  it('reports a truncated header without throwing', async () => {
    expect(await scan('truncated.gguf')).toEqual([
      expect.objectContaining({ ruleId: 'gguf/invalid-header', severity: 'medium' }),
    ]);
  });
});
