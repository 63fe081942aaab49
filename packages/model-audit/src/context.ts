import { RULES, type Rule } from './rules';
import type { Finding, ScannerName, Severity } from './types';

/** Bounds that keep a hostile file from exhausting memory or time. */
export type ScanLimits = {
  /** Archives inside archives deeper than this are reported, not opened. */
  maxDepth: number;
  /** Largest nested zip read into memory (zip needs random access to its central directory). */
  maxBufferedMember: number;
  /** Largest string or bytes argument of a pickle opcode that is analysed (bigger ones are skipped). */
  maxPickleString: number;
  /** A member whose size grows by more than this ratio (and past `bombMinBytes`) is a bomb. */
  maxCompressionRatio: number;
  bombMinBytes: number;
  /** Largest safetensors header, as in the format's reference implementation (100 MB). */
  maxSafetensorsHeader: number;
  /** Largest LZMA dictionary allocated (Python's strongest preset uses 64 MB). */
  maxLzmaDictionary: number;
  /** Largest archive member copied to a temporary file for a reader that needs a path (HDF5). */
  maxSpooledMember: number;
  /** Largest JSON document parsed (Keras configs). */
  maxJson: number;
  /** Protobuf messages up to this size are decoded whole; bigger ones are walked field by field. */
  maxProtobufMessage: number;
};

export const DEFAULT_LIMITS: ScanLimits = {
  maxDepth: 5,
  maxBufferedMember: 256 * 1024 * 1024,
  maxPickleString: 1024 * 1024,
  maxCompressionRatio: 200,
  bombMinBytes: 64 * 1024 * 1024,
  maxSafetensorsHeader: 100_000_000,
  maxLzmaDictionary: 128 * 1024 * 1024,
  maxSpooledMember: 8 * 1024 * 1024 * 1024,
  maxJson: 64 * 1024 * 1024,
  maxProtobufMessage: 4 * 1024 * 1024,
};

type Report = {
  rule: Rule;
  message: string;
  severity?: Severity;
  offset?: number;
  position?: number;
  global?: string;
  operator?: string;
  recommendation?: string;
};

/** Where a scanner is (file, member path, nesting depth) and where its findings go. */
export class ScanContext {
  constructor(
    readonly file: string,
    private readonly sink: (finding: Finding) => void,
    readonly limits: ScanLimits = DEFAULT_LIMITS,
    readonly members: readonly string[] = [],
  ) {}

  get depth(): number {
    return this.members.length;
  }

  get member(): string | undefined {
    return this.members.length > 0 ? this.members.join('!/') : undefined;
  }

  /** The context of a member inside the current content (one archive level deeper). */
  child(memberName: string): ScanContext {
    return new ScanContext(this.file, this.sink, this.limits, [...this.members, memberName]);
  }

  report(scanner: ScannerName, report: Report): void {
    const finding: Finding = {
      ruleId: report.rule.id,
      severity: report.severity ?? report.rule.severity,
      scanner,
      file: this.file,
      message: report.message,
      recommendation: report.recommendation ?? report.rule.help,
    };
    const member = this.member;
    if (member !== undefined) finding.member = member;
    if (report.offset !== undefined) finding.offset = report.offset;
    if (report.position !== undefined) finding.position = report.position;
    if (report.global !== undefined) finding.global = report.global;
    if (report.operator !== undefined) finding.operator = report.operator;
    this.sink(finding);
  }

  /** Content that could not be read: an info finding, never an exception. */
  notScanned(scanner: ScannerName, message: string, offset?: number): void {
    this.report(scanner, { rule: RULES.notScanned, message, offset });
  }
}
