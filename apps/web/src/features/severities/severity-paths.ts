export const SEVERITY_OVERRIDES_PATH = '/redteam/plugins/severities';

export const severityOverridePath = (id: string) => `${SEVERITY_OVERRIDES_PATH}/${id}`;

/**
 * How overrides combine, said once for the pages that show them (docs/architecture.md
 * "Severity").
 */
export const PRECEDENCE_TEXT =
  "Every active collection applies to all targets of the organization; a plugin can be in one active collection at a time. A target's own overrides beat these, and a severity set on one vulnerability beats everything.";
