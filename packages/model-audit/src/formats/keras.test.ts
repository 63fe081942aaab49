import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanPaths } from '../scan';
import { fixtureDir, scanFile } from '../testing/fixtures';
import { buildKerasFixtures } from '../testing/keras-fixtures';
import type { Finding } from '../types';

const { dir, cleanup } = fixtureDir('keras');
beforeAll(() => buildKerasFixtures(dir), 60_000);
afterAll(cleanup);

const scan = (name: string) => scanFile(join(dir, name));
const brief = (findings: Finding[]) =>
  findings.map(({ ruleId, severity, member, global }) => ({ ruleId, severity, member, global }));

describe('Keras HDF5 (.h5)', () => {
  it.each(['benign.h5', 'benign-fixed.h5', 'weights.h5'])('finds nothing in %s', async (name) => {
    expect(await scan(name)).toEqual([]);
  });

  it('reports a Lambda layer with its bytecode and the names it reaches', async () => {
    const findings = await scan('lambda.h5');
    expect(brief(findings)).toEqual([
      { ruleId: 'keras/lambda', severity: 'critical', member: undefined, global: undefined },
    ]);
    expect(findings[0]).toMatchObject({ scanner: 'keras', operator: 'Lambda' });
    expect(findings[0]?.message).toMatch(
      /^model_config: Lambda layer "lambda" holds \d+ bytes of marshalled Python bytecode \(base64 4wEAAAAAAAAAAAAAAAMAAAADAAAA80oAAACXAHQBAAAAAAAA[A-Za-z0-9+/]{72}…\); names and strings in it: "os", "echo owned", "__import__", "system", "x", .*\. It reaches os, __import__, system\.$/,
    );
  });

  it('reports a class Keras does not define as a custom object', async () => {
    expect(await scan('custom.h5')).toEqual([
      expect.objectContaining({
        ruleId: 'keras/custom-object',
        severity: 'medium',
        global: 'AttentionPooling',
        message:
          'model_config: AttentionPooling layer "pool" is not a Keras class; loading needs its code (custom_objects).',
      }),
    ]);
  });

  it('copies an HDF5 member of an archive to a temporary file and scans it', async () => {
    expect(brief(await scan('h5-in-zip.zip'))).toEqual([
      {
        ruleId: 'keras/lambda',
        severity: 'critical',
        member: 'models/lambda.h5',
        global: undefined,
      },
    ]);
  });

  it('does not copy a member over the spooling limit, and says so', async () => {
    const report = await scanPaths([join(dir, 'h5-in-zip.zip')], {
      limits: { maxSpooledMember: 1000 },
    });
    expect(report.findings).toEqual([
      expect.objectContaining({
        ruleId: 'format/not-scanned',
        severity: 'medium',
        member: 'models/lambda.h5',
        message: 'The HDF5 member is larger than 1000 bytes; it is not opened.',
      }),
    ]);
  });

  it('reports a file HDF5 cannot open, without throwing', async () => {
    expect(await scan('broken.h5')).toEqual([
      expect.objectContaining({
        ruleId: 'format/not-scanned',
        severity: 'medium',
        scanner: 'hdf5',
        message: 'The HDF5 file cannot be read: Bad value.',
      }),
    ]);
  });
});

describe('Keras JSON (model.to_json())', () => {
  it('reports a Lambda in the legacy list form', async () => {
    const findings = await scan('to-json.json');
    expect(brief(findings)).toEqual([
      { ruleId: 'keras/lambda', severity: 'critical', member: undefined, global: undefined },
    ]);
    expect(findings[0]?.message).toContain('It reaches subprocess, __import__.');
  });

  it('reports a TFOpLambda that reads files', async () => {
    expect(await scan('tf-op.json')).toEqual([
      expect.objectContaining({
        ruleId: 'tensorflow/unsafe-op',
        severity: 'high',
        operator: 'tf.io.read_file',
        message:
          'tf-op.json: TFOpLambda layer "tf.io.read_file" calls tf.io.read_file when the model runs.',
      }),
    ]);
  });
});

describe('Keras archives (.keras)', () => {
  it('finds nothing in a model of Keras layers with its weights', async () => {
    expect(await scan('benign.keras')).toEqual([]);
  });

  it.each(['lambda.keras', 'benign-lambda.keras'])(
    'reports every Lambda as critical (%s)',
    async (name) => {
      expect(brief(await scan(name))).toEqual([
        { ruleId: 'keras/lambda', severity: 'critical', member: 'config.json', global: undefined },
      ]);
    },
  );

  it('reports modules outside Keras by what importing them does', async () => {
    const findings = await scan('unsafe-module.keras');
    expect(brief(findings)).toEqual([
      {
        ruleId: 'keras/unsafe-module',
        severity: 'critical',
        member: 'config.json',
        global: 'os.system',
      },
      {
        ruleId: 'keras/unsafe-module',
        severity: 'high',
        member: 'config.json',
        global: 'evil_layers.backdoor.Backdoor',
      },
      {
        ruleId: 'keras/custom-object',
        severity: 'medium',
        member: 'config.json',
        global: '__main__.Scaler',
      },
      {
        ruleId: 'keras/unsafe-module',
        severity: 'low',
        member: 'config.json',
        global: 'keras_hub.src.layers.TokenAndPositionEmbedding',
      },
    ]);
    expect(findings[0]?.message).toBe(
      'config.json: a function reference names os.system; loading imports os and calls it, which runs code.',
    );
  });

  it("reports Keras's own functions that switch safe mode off", async () => {
    expect(await scan('gadget.keras')).toEqual([
      expect.objectContaining({
        ruleId: 'keras/unsafe-module',
        severity: 'critical',
        global: 'keras.config.enable_unsafe_deserialization',
        message:
          "config.json: a function reference calls Keras's own enable_unsafe_deserialization, which switches off safe mode (Lambda code then runs) when the model loads.",
      }),
    ]);
  });

  it('scans pickles and scripts riding inside the archive', async () => {
    expect(brief(await scan('pickle-inside.keras'))).toEqual([
      {
        ruleId: 'pickle/dangerous-global',
        severity: 'critical',
        member: 'assets/tokenizer.pkl',
        global: 'posix.system',
      },
      {
        ruleId: 'archive/script',
        severity: 'medium',
        member: 'assets/install.sh',
        global: undefined,
      },
    ]);
  });
});
