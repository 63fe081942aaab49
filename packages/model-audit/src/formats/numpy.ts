import { scanPickleStream } from '../pickle/scan-pickle';
import { RULES } from '../rules';
import type { Content } from './content';

const MAX_HEADER = 1024 * 1024;

/**
 * `.npy`: magic, version, a Python-literal header dict. Arrays of objects (`descr` holding
 * `O`) are stored as a pickle after the header, which `numpy.load(allow_pickle=True)` loads:
 * that pickle is scanned. Numeric data is never read.
 */
export async function scanNumpy(content: Content): Promise<void> {
  const { ctx, reader } = content;
  const fixed = await reader.read(8);
  if (!fixed) return invalid(content, 'the header is cut short');
  const major = fixed[6] ?? 0;
  const lengthBytes = major === 1 ? 2 : 4;
  const lengthField = await reader.read(lengthBytes);
  if (!lengthField) return invalid(content, 'the header is cut short');
  const length = lengthBytes === 2 ? lengthField.readUInt16LE(0) : lengthField.readUInt32LE(0);
  if (major < 1 || major > 3 || length > MAX_HEADER)
    return invalid(content, `unsupported version ${major} or header of ${length} bytes`);
  const header = await reader.read(length);
  if (!header) return invalid(content, 'the header is cut short');
  const text = header.toString(major >= 3 ? 'utf8' : 'latin1');
  const descr = /'descr'\s*:\s*('[^']*'|\[.*\])\s*,\s*'fortran_order'/s.exec(text)?.[1];
  if (descr === undefined)
    return invalid(content, `no dtype in header ${JSON.stringify(text.slice(0, 80))}`);
  // Object dtypes: '|O', or a structured dtype with an 'O' field.
  if (/'[|<>=]?O\d*'/.test(descr)) {
    ctx.report('numpy', {
      rule: RULES.objectArray,
      message: `Array of Python objects (dtype ${descr}): its data is a pickle.`,
      offset: reader.offset,
    });
    await scanPickleStream(ctx, reader);
  }
}

function invalid(content: Content, detail: string): void {
  content.ctx.report('numpy', {
    rule: RULES.notScanned,
    severity: 'medium',
    message: `The .npy header is invalid: ${detail}.`,
  });
}
