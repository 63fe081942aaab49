import { ALL_RULES } from '../rules';
import type { Finding, ScanReport, Severity } from '../types';

/** SARIF levels: critical and high fail a build, medium warns, low and info are notes. */
const LEVEL: Record<Severity, 'error' | 'warning' | 'note'> = {
  critical: 'error',
  high: 'error',
  medium: 'warning',
  low: 'note',
  info: 'note',
};

/** SARIF's `security-severity` (0–10), which code-scanning UIs rank results by. */
const SECURITY_SEVERITY: Record<Severity, string> = {
  critical: '9.5',
  high: '8.0',
  medium: '5.5',
  low: '3.0',
  info: '0.0',
};

export const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';

/** File paths as SARIF URIs: forward slashes, each segment percent-encoded. */
function toUri(path: string): string {
  return path
    .replace(/\\/g, '/')
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}

function result(finding: Finding, ruleIndex: number) {
  const where = finding.member ? ` (in ${finding.member})` : '';
  const location: Record<string, unknown> = {
    physicalLocation: {
      artifactLocation: { uri: toUri(finding.file) },
      // Offsets inside an archive member are not offsets in the file.
      ...(finding.offset !== undefined && !finding.member
        ? { region: { byteOffset: finding.offset } }
        : {}),
    },
  };
  if (finding.member)
    location.logicalLocations = [{ fullyQualifiedName: finding.member, kind: 'member' }];
  return {
    ruleId: finding.ruleId,
    ruleIndex,
    level: LEVEL[finding.severity],
    message: { text: `${finding.message}${where} ${finding.recommendation}` },
    locations: [location],
    properties: {
      severity: finding.severity,
      scanner: finding.scanner,
      ...(finding.member !== undefined && { member: finding.member }),
      ...(finding.offset !== undefined && { offset: finding.offset }),
      ...(finding.position !== undefined && { opcodePosition: finding.position }),
      ...(finding.global !== undefined && { global: finding.global }),
      ...(finding.operator !== undefined && { operator: finding.operator }),
    },
  };
}

/** A SARIF 2.1.0 log with one run; every rule is listed so results can refer to it by index. */
export function toSarif(report: ScanReport, toolVersion = '0.1.0'): object {
  const index = new Map(ALL_RULES.map((rule, i) => [rule.id, i]));
  return {
    version: '2.1.0',
    $schema: SARIF_SCHEMA,
    runs: [
      {
        tool: {
          driver: {
            name: 'crucible-model-audit',
            version: toolVersion,
            rules: ALL_RULES.map((rule) => ({
              id: rule.id,
              name: rule.id.replace(/[/-](\w)/g, (_, c: string) => c.toUpperCase()),
              shortDescription: { text: rule.title },
              help: { text: rule.help },
              defaultConfiguration: { level: LEVEL[rule.severity] },
              properties: { 'security-severity': SECURITY_SEVERITY[rule.severity] },
            })),
          },
        },
        invocations: [
          {
            executionSuccessful: report.errors.length === 0,
            startTimeUtc: report.startedAt,
            toolExecutionNotifications: report.errors.map((error) => ({
              level: 'error',
              message: { text: error.message },
              locations: [{ physicalLocation: { artifactLocation: { uri: toUri(error.file) } } }],
            })),
          },
        ],
        results: report.findings.map((finding) => result(finding, index.get(finding.ruleId) ?? 0)),
        properties: { summary: report.summary },
      },
    ],
  };
}
