import type { Value } from './machine';

/**
 * joblib writes each NumPy array as a `NumpyArrayWrapper` object (shape, dtype, alignment) and
 * then the array's bytes straight into the pickle stream, right after the wrapper's BUILD; its
 * unpickler reads them back there. Object arrays are written as a nested protocol-2 pickle
 * instead. The walker needs the layout to step over the raw bytes (or walk the nested pickle).
 */
export const NUMPY_ARRAY_WRAPPER = 'joblib.numpy_pickle.NumpyArrayWrapper';

export type ArrayLayout =
  | { kind: 'pickle' }
  | { kind: 'bytes'; length: number; aligned: boolean }
  | { kind: 'unknown'; reason: string };

/** Bytes per item of a NumPy dtype string ('<f8', '|b1', 'U10'); 'object' for 'O'. */
function itemSize(descr: string): number | 'object' | undefined {
  const match = /^[<>|=]?([biufcmMOSUVa?])(\d*)$/.exec(descr);
  if (!match) return undefined;
  const [, kind, digits] = match;
  if (kind === 'O') return 'object';
  const size = digits ? Number.parseInt(digits, 10) : kind === 'b' || kind === '?' ? 1 : NaN;
  if (!Number.isFinite(size)) return undefined;
  return kind === 'U' ? size * 4 : size;
}

/** The dtype's descriptor: `numpy.dtype('f8', False, True)` as REDUCE builds it. */
function dtypeDescr(dtype: Value | undefined): string | undefined {
  if (dtype?.t !== 'obj' || dtype.args?.t !== 'tuple') return undefined;
  const first = dtype.args.items[0];
  return first?.t === 'str' ? first.v : undefined;
}

/** Reads the wrapper's state dict (what BUILD receives) into the layout of the data after it. */
export function joblibArrayLayout(state: Value): ArrayLayout {
  if (state.t !== 'dict') return { kind: 'unknown', reason: 'the wrapper state is not a dict' };
  const descr = dtypeDescr(state.entries.get('dtype'));
  const size = descr === undefined ? undefined : itemSize(descr);
  if (size === undefined) return { kind: 'unknown', reason: `unreadable dtype ${descr ?? '?'}` };
  if (size === 'object') return { kind: 'pickle' };
  const shape = state.entries.get('shape');
  const dims = shape?.t === 'tuple' ? shape.items : shape?.t === 'int' ? [shape] : undefined;
  if (!dims || !dims.every((dim) => dim.t === 'int' && dim.v >= 0))
    return { kind: 'unknown', reason: 'unreadable shape' };
  const count = dims.reduce((product, dim) => product * (dim.t === 'int' ? dim.v : 0), 1);
  const alignment = state.entries.get('numpy_array_alignment_bytes');
  return { kind: 'bytes', length: count * size, aligned: alignment?.t === 'int' };
}
