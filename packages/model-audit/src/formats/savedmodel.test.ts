import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanPaths } from '../scan';
import { fixtureDir, runPythonFile, scanFile } from '../testing/fixtures';
import { buildSavedModelFixtures } from '../testing/proto-fixtures';
import type { Finding } from '../types';

const { dir, cleanup } = fixtureDir('savedmodel');
beforeAll(() => {
  runPythonFile(dir, 'make_lambdas.py');
  const lambdas = JSON.parse(readFileSync(join(dir, 'lambdas.json'), 'utf8')) as Record<
    string,
    string
  >;
  buildSavedModelFixtures(dir, lambdas.system ?? '');
});
afterAll(cleanup);

const brief = (findings: Finding[]) =>
  findings.map(({ ruleId, severity, operator }) => ({ ruleId, severity, operator }));

describe('TensorFlow SavedModel', () => {
  it('finds nothing in a SavedModel folder with checkpoint ops, variables and Keras metadata', async () => {
    const report = await scanPaths([join(dir, 'benign')]);
    expect(report.errors).toEqual([]);
    expect(report.findings).toEqual([]);
    expect(report.summary).toMatchObject({ files: 5, verdict: 'clean' });
  });

  it('reports file and Python operations in the graph and its function library', async () => {
    const findings = await scanFile(join(dir, 'evil', 'saved_model.pb'));
    expect(brief(findings)).toEqual([
      { ruleId: 'tensorflow/unsafe-op', severity: 'high', operator: 'ReadFile' },
      { ruleId: 'tensorflow/unsafe-op', severity: 'high', operator: 'WriteFile' },
      { ruleId: 'tensorflow/unsafe-op', severity: 'high', operator: 'PrintV2' },
      { ruleId: 'tensorflow/unsafe-op', severity: 'critical', operator: 'EagerPyFunc' },
    ]);
    expect(findings[3]?.message).toBe(
      'The SavedModel runs EagerPyFunc (1 node(s): "hook", in function(s) "__inference_serve_7", ' +
        'registered function token "pyfunc_0"), which calls a Python function of the loading process (tf.py_function).',
    );
    expect(findings[2]?.message).toContain('"log"');
  });

  it('reads Lambda layers from keras_metadata.pb', async () => {
    const findings = await scanFile(join(dir, 'keras-lambda', 'keras_metadata.pb'));
    expect(brief(findings)).toEqual([
      { ruleId: 'keras/lambda', severity: 'critical', operator: 'Lambda' },
    ]);
    expect(findings[0]?.message).toMatch(
      /^keras_metadata\.pb root\.layer-1: Lambda layer "lambda" holds/,
    );
  });

  it('streams through large constants of a frozen graph', async () => {
    expect(brief(await scanFile(join(dir, 'frozen_graph.pb')))).toEqual([
      { ruleId: 'tensorflow/unsafe-op', severity: 'high', operator: 'ImmutableConst' },
    ]);
  });

  it('reads node ops from the text format, not the stripped op list', async () => {
    expect(brief(await scanFile(join(dir, 'saved_model.pbtxt')))).toEqual([
      { ruleId: 'tensorflow/unsafe-op', severity: 'critical', operator: 'PyFunc' },
    ]);
  });

  it('reports a truncated SavedModel without throwing', async () => {
    expect(await scanFile(join(dir, 'truncated', 'saved_model.pb'))).toEqual([
      expect.objectContaining({
        ruleId: 'format/not-scanned',
        severity: 'medium',
        message: 'The SavedModel cannot be parsed: the data ends inside a field at byte 2.',
      }),
    ]);
  });
});
