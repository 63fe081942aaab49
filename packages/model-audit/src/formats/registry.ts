import { scanPickleStream } from '../pickle/scan-pickle';
import { RULES } from '../rules';
import { scanCompressed } from './compressed';
import type { Content } from './content';
import { DETECT_BYTES, detectFormat, expectedFormats, type FormatKind } from './detect';
import { scanGguf } from './gguf';
import { scanHdf5 } from './hdf5';
import { scanKerasJson } from './keras-json';
import { scanNumpy } from './numpy';
import { scanOnnx } from './onnx';
import { scanKerasMetadata, scanSavedModel, scanSavedModelText } from './savedmodel';
import { scanSafetensors } from './safetensors';
import { scanTar } from './tar';
import { scanZip } from './zip';

function checkExtension(content: Content, kind: FormatKind): void {
  const expected = expectedFormats(content.name);
  if (!expected || expected.includes(kind)) return;
  content.ctx.report('format', {
    rule: RULES.extensionMismatch,
    // A pickle or program disguised as a data-only format is how unsafe files slip through.
    severity: kind === 'pickle' || kind === 'executable' || kind === 'script' ? 'high' : undefined,
    message: `Named "${content.name}" (${expected.join(' or ')}) but the content is ${kind}.`,
    offset: 0,
  });
}

/**
 * Detects the content's format from its first bytes and hands it to that format's scanner.
 * A scanner that fails on hostile input yields a finding; only I/O errors (a file that cannot
 * be read) propagate, as scan errors.
 */
export async function scanContent(content: Content): Promise<void> {
  try {
    await dispatch(content);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).syscall !== undefined) throw error;
    content.ctx.report('scan', {
      rule: RULES.scanError,
      message: `Scanning "${content.name}" failed: ${(error as Error).message}`,
    });
  }
}

async function dispatch(content: Content): Promise<void> {
  const { ctx } = content;
  const head = await content.reader.peek(DETECT_BYTES);
  const kind = detectFormat(head, content.name);
  checkExtension(content, kind);
  const nestedArchive = ['zip', 'tar', 'gzip', 'bzip2', 'lz4', 'zlib', 'xz', 'lzma'].includes(kind);
  if (nestedArchive && ctx.depth >= ctx.limits.maxDepth) {
    ctx.report('format', {
      rule: RULES.nestingDepth,
      message: `Archives nested ${ctx.depth} deep; "${content.name}" is not opened.`,
    });
    return;
  }
  switch (kind) {
    case 'zip':
      return scanZip(content, scanContent);
    case 'tar':
      return scanTar(content, scanContent);
    case 'pickle':
      return scanPickleStream(ctx, content.reader);
    case 'numpy':
      return scanNumpy(content);
    case 'safetensors':
      return scanSafetensors(content);
    case 'gguf':
      return scanGguf(content);
    case 'zlib':
    case 'gzip':
    case 'bzip2':
    case 'lz4':
    case 'xz':
    case 'lzma':
      return scanCompressed(content, kind, scanContent);
    case 'hdf5':
      return scanHdf5(content);
    case 'keras-json':
      return scanKerasJson(content);
    case 'onnx':
      return scanOnnx(content);
    case 'savedmodel':
    case 'tf-graph':
      return scanSavedModel(content);
    case 'savedmodel-text':
      return scanSavedModelText(content);
    case 'keras-metadata':
      return scanKerasMetadata(content);
    case 'executable':
    case 'script':
      // Programs beside a model on disk are the user's own; inside a model archive they ride along.
      if (ctx.depth > 0) reportProgram(content, kind);
      return;
    case 'unknown':
      return;
  }
}

/** TorchScript archives carry their graph as code/__torch__/….py, run by torch.jit, not Python. */
const TORCHSCRIPT_CODE = /(^|\/)code\/__torch__\/.*\.py$/;

function reportProgram(content: Content, kind: 'executable' | 'script'): void {
  if (kind === 'script' && TORCHSCRIPT_CODE.test(content.name)) {
    content.ctx.report('format', {
      rule: RULES.script,
      severity: 'info',
      message: `"${content.name}" is TorchScript code, compiled by torch.jit.load (not run as Python).`,
    });
    return;
  }
  content.ctx.report('format', {
    rule: kind === 'executable' ? RULES.executable : RULES.script,
    message: `"${content.name}" is ${kind === 'executable' ? 'an executable program' : 'a script'}.`,
  });
}
