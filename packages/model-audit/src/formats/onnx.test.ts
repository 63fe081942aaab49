import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureDir, scanFile } from '../testing/fixtures';
import { buildOnnxFixtures } from '../testing/proto-fixtures';
import { externalDataRisk } from './onnx';

const { dir, cleanup } = fixtureDir('onnx');
beforeAll(() => buildOnnxFixtures(dir));
afterAll(cleanup);

const scan = (name: string) => scanFile(join(dir, name));

describe('ONNX', () => {
  it.each(['benign.onnx', 'external-ok.onnx'])(
    'finds nothing in %s (standard and ONNX Runtime domains, data beside the model)',
    async (name) => {
      expect(await scan(name)).toEqual([]);
    },
  );

  it('reports custom-domain operators once each, but not the model’s own functions', async () => {
    expect(await scan('custom-op.onnx')).toEqual([
      expect.objectContaining({
        ruleId: 'onnx/custom-operator',
        severity: 'medium',
        scanner: 'onnx',
        operator: 'ai.evil.Backdoor',
        message:
          '2 node(s) ("evil_1", "evil_2") use operator Backdoor of domain "ai.evil", which is not a ' +
          'standard ONNX domain: the runtime needs a custom operator library for it.',
      }),
    ]);
  });

  it('looks inside subgraphs (If / Loop branches)', async () => {
    expect(await scan('subgraph-op.onnx')).toEqual([
      expect.objectContaining({
        ruleId: 'onnx/custom-operator',
        operator: 'com.attacker.Exfiltrate',
      }),
    ]);
  });

  it('reports external data outside the model folder: escaping high, system files critical', async () => {
    expect(await scan('external-escape.onnx')).toEqual([
      expect.objectContaining({
        ruleId: 'onnx/external-data-path',
        severity: 'high',
        message:
          'Tensor "w" reads its data from "../../secrets/w.bin", outside the model\'s folder: loading ' +
          'the model reads that file into the tensor (and the model can expose it in its outputs).',
      }),
    ]);
    expect(await scan('external-absolute.onnx')).toEqual([
      expect.objectContaining({ ruleId: 'onnx/external-data-path', severity: 'critical' }),
    ]);
  });

  it('judges external-data locations by where they land', () => {
    expect(externalDataRisk('weights/w.bin')).toBeUndefined();
    expect(externalDataRisk('a/../w.bin')).toBeUndefined();
    expect(externalDataRisk('a/../../w.bin')).toBe('high');
    expect(externalDataRisk('..\\..\\Users\\me\\.ssh\\id_rsa')).toBe('critical');
    expect(externalDataRisk('C:\\Windows\\win.ini')).toBe('critical');
    expect(externalDataRisk('file:///srv/data.bin')).toBe('high');
  });

  it('checks metadata properties with the secrets scanner', async () => {
    expect(await scan('secret.onnx')).toEqual([
      expect.objectContaining({
        ruleId: 'metadata/secret',
        severity: 'high',
        scanner: 'onnx',
        message: 'Metadata "metadata_props[hub_token]" holds a Hugging Face token.',
      }),
    ]);
  });

  it('streams past large initializers and still sees the nodes after them', async () => {
    expect(await scan('large.onnx')).toEqual([
      expect.objectContaining({ ruleId: 'onnx/custom-operator', operator: 'ai.evil.Backdoor' }),
    ]);
  });

  it('reports a truncated model without throwing', async () => {
    expect(await scan('truncated.onnx')).toEqual([
      expect.objectContaining({
        ruleId: 'format/not-scanned',
        severity: 'medium',
        message: 'The ONNX model cannot be parsed: the data ends inside a field at byte 18.',
      }),
    ]);
  });
});
