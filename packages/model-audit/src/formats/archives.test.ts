import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanPaths } from '../scan';
import { atLeast, fixtureDir, runPythonFile, scanFile } from '../testing/fixtures';

const { dir, cleanup } = fixtureDir('archives');
beforeAll(() => runPythonFile(dir, 'make_archives.py'));
afterAll(cleanup);

const scan = (name: string) => scanFile(join(dir, name));
const rulesOf = (findings: { ruleId: string }[]) => findings.map((finding) => finding.ruleId);

describe('PyTorch files', () => {
  it('finds nothing at medium or above in a torch zip of OrderedDict and _rebuild_tensor_v2', async () => {
    expect(atLeast(await scan('torch-benign.pt'), 'low')).toEqual([]);
  });

  it('never reads tensor storage members as pickles, whatever their first bytes', async () => {
    expect(await scan('torch-storage-bytes.pt')).toEqual([]);
  });

  it('reports os.system in data.pkl with its member path', async () => {
    expect(await scan('torch-evil.pt')).toEqual([
      expect.objectContaining({
        severity: 'critical',
        scanner: 'pickle',
        member: 'archive/data.pkl',
        global: 'posix.system',
        operator: 'REDUCE',
      }),
    ]);
  });

  it('reads the legacy format (pickles then raw storage) without warnings', async () => {
    const findings = await scan('legacy-benign.pt');
    expect(atLeast(findings, 'low')).toEqual([]);
    expect(rulesOf(findings)).toEqual(['pickle/trailing-data']);
  });

  it('scans the pickle member of the legacy tar format', async () => {
    expect(await scan('legacy-tar.pt')).toEqual([
      expect.objectContaining({ severity: 'critical', member: 'pickle', global: 'posix.system' }),
    ]);
  });

  it('notes TorchScript code without flagging it as a script', async () => {
    const findings = await scan('scripted.pt');
    expect(atLeast(findings, 'low')).toEqual([]);
    expect(findings).toEqual([
      expect.objectContaining({
        ruleId: 'archive/script',
        severity: 'info',
        member: 'scripted/code/__torch__/model.py',
      }),
    ]);
  });

  it('reports a truncated zip without throwing', async () => {
    expect(await scan('truncated.pt')).toEqual([
      expect.objectContaining({ ruleId: 'format/not-scanned', severity: 'medium' }),
    ]);
  });
});

describe('zip and tar archives', () => {
  it('reports traversal, absolute paths, links, executables and scripts in a zip', async () => {
    const findings = await scan('unsafe.zip');
    expect(findings.map(({ ruleId, severity, member }) => ({ ruleId, severity, member }))).toEqual([
      { ruleId: 'archive/path-traversal', severity: 'high', member: undefined },
      { ruleId: 'archive/absolute-path', severity: 'high', member: undefined },
      { ruleId: 'archive/symlink', severity: 'high', member: undefined },
      { ruleId: 'archive/executable', severity: 'high', member: 'bin/tool' },
      { ruleId: 'archive/script', severity: 'medium', member: 'setup.sh' },
    ]);
    expect(findings[2]?.message).toBe(
      'Member "link" links to "../../../etc/passwd", outside the archive.',
    );
  });

  it('reports traversal, absolute paths and links in a tar', async () => {
    expect(rulesOf(await scan('unsafe.tar'))).toEqual([
      'archive/path-traversal',
      'archive/absolute-path',
      'archive/symlink',
    ]);
  });

  it('reports a compression bomb without inflating it', async () => {
    const findings = await scan('bomb.zip');
    expect(findings).toEqual([
      expect.objectContaining({ ruleId: 'archive/compression-bomb', severity: 'high' }),
    ]);
    expect(findings[0]?.message).toMatch(/"zeros.bin" expands \d+×/);
  });

  it('follows a pickle through a tar.gz inside a zip', async () => {
    expect(await scan('nested.zip')).toEqual([
      expect.objectContaining({
        severity: 'critical',
        member: 'bundle.tar.gz!/bundle.tar!/model/evil.pkl',
        global: 'posix.system',
      }),
    ]);
  });

  it('stops at the nesting limit and says so', async () => {
    const findings = await scan('deep.zip');
    expect(findings).toEqual([
      expect.objectContaining({ ruleId: 'archive/nesting-depth', severity: 'medium' }),
    ]);
  });

  it('reports a pickle named .safetensors and still scans it', async () => {
    const findings = await scan('disguised.safetensors');
    expect(findings.map(({ ruleId, severity }) => ({ ruleId, severity }))).toEqual([
      { ruleId: 'format/extension-mismatch', severity: 'high' },
      { ruleId: 'pickle/dangerous-global', severity: 'critical' },
    ]);
  });

  it('reports a damaged member and still scans the next one', async () => {
    expect(
      (await scan('damaged-member.zip')).map(({ ruleId, severity, member }) => ({
        ruleId,
        severity,
        member,
      })),
    ).toEqual([
      { ruleId: 'scan/error', severity: 'medium', member: 'weights.pkl' },
      { ruleId: 'pickle/dangerous-global', severity: 'critical', member: 'evil.pkl' },
    ]);
  });
});

describe('folders', () => {
  it('visits a folder that links back to itself once, and accepts raw .bin files', async () => {
    const report = await scanPaths([join(dir, 'loop')]);
    expect(report.errors).toEqual([]);
    expect(report.findings).toEqual([]);
    expect(report.summary).toMatchObject({ files: 1, bytes: 64, verdict: 'clean' });
  });
});
