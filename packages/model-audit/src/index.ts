// @crucible/model-audit: static scanners for model files (pickle, PyTorch, NumPy, joblib,
// safetensors, GGUF, zip/tar). Pure: bytes in, findings out; nothing is ever unpickled.
export { DEFAULT_LIMITS, ScanContext, type ScanLimits } from './context';
export { scanContent } from './formats/registry';
export type { Content } from './formats/content';
export { StreamReader } from './io/stream-reader';
export { formatReport, isOutputFormat, OUTPUT_FORMATS, type OutputFormat } from './output/index';
export { ALL_RULES, RULES, type Rule } from './rules';
export { scanOneFile, scanPaths, type ScanOptions, type ScanProgress } from './scan';
export { atOrAbove, isSeverity, summarize } from './summary';
export * from './types';
