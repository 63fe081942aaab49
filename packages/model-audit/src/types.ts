/** Severities, most severe first (the order `severityRank` and the formatters use). */
export const SEVERITIES = ['critical', 'high', 'medium', 'low', 'info'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** The scanners that report findings; one per format (see formats/registry.ts). */
export type ScannerName =
  | 'pickle'
  | 'zip'
  | 'tar'
  | 'numpy'
  | 'compressed'
  | 'safetensors'
  | 'gguf'
  | 'hdf5'
  | 'keras'
  | 'tensorflow'
  | 'onnx'
  | 'format'
  | 'scan';

/** One problem found in one file (or one member of an archive inside it). */
export type Finding = {
  ruleId: string;
  severity: Severity;
  scanner: ScannerName;
  /** The file as the user named it (relative when the scan was given a relative path). */
  file: string;
  /** Path inside archives, outermost first, joined with `!/` (`model.zip!/inner.tar!/a.pkl`). */
  member?: string;
  /** Byte offset inside the member (or the file when there is no member). */
  offset?: number;
  /** Index of the pickle opcode (0-based, counted from the stream's first opcode). */
  position?: number;
  /** The Python global (`os.system`) or the operator (`REDUCE`) the finding is about. */
  global?: string;
  operator?: string;
  /** What was found, in plain words. */
  message: string;
  /** What to do about it. */
  recommendation: string;
};

/** Everything but the location, which the scan context fills in. */
export type FindingInput = Omit<Finding, 'file' | 'member' | 'scanner' | 'recommendation'> & {
  recommendation?: string;
};

export type Verdict = 'clean' | 'suspicious' | 'unsafe' | 'error';

export type ScanSummary = {
  files: number;
  bytes: number;
  durationMs: number;
  counts: Record<Severity, number>;
  verdict: Verdict;
};

/** A file that could not be scanned at all (missing, unreadable): exit code 2 in the CLI. */
export type ScanError = { file: string; message: string };

export type ScanReport = {
  startedAt: string;
  findings: Finding[];
  errors: ScanError[];
  summary: ScanSummary;
};
