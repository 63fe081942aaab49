import type {
  IssueStatus,
  ProbeOutcomeValue,
  ReportUsage,
  ScanTemplateRef,
} from '@crucible/shared';
import type { Severity } from '../types';

/*
 * What `buildScanReport` needs, as aggregates the caller computes where the probes are stored
 * (the server: a handful of grouped SQL queries), so a 20,000-probe scan never travels whole.
 */

/** The probes of one plugin × strategy with one outcome. */
export type ReportCell = {
  pluginId: string;
  strategyId: string;
  outcome: ProbeOutcomeValue;
  probes: number;
};

/** A plugin's graded probes in a scan. */
export type PluginTally = { pluginId: string; passed: number; failed: number };

/** A failing probe to show as an example conversation. */
export type ExampleProbe = {
  scanId: string;
  probeId: string;
  pluginId: string;
  strategyId: string;
  prompt: string | null;
  output: string | null;
  conversation: readonly { role: string; content: string }[] | null;
  reason: string | null;
};

export type ReportInput = {
  scan: {
    id: string;
    evalId: string;
    teamId: string;
    targetId: string | null;
    targetName: string;
    template: ScanTemplateRef | null;
    /** ISO-8601. */
    createdAt: string;
    startedAt: string | null;
    finishedAt: string | null;
    /** Probes generated. */
    planned: number;
  };
  /** Finished probes by plugin, strategy and outcome. */
  cells: readonly ReportCell[];
  usage: ReportUsage;
  /** Effective severity per plugin on the target; a plugin not listed has its default. */
  severities: ReadonlyMap<string, Severity>;
  /** Names of plugins the registry does not know (custom policies, `policy:<id>`). */
  pluginNames?: ReadonlyMap<string, string>;
  /** The previous completed scan of the same target. */
  previous: {
    scanId: string;
    evalId: string;
    finishedAt: string | null;
    plugins: readonly PluginTally[];
  } | null;
  /** Plugins that failed in any completed scan of the target that finished before this one. */
  failedBefore: ReadonlySet<string>;
  /** The target's vulnerabilities (issues), one per plugin. */
  issues: readonly { pluginId: string; id: string; status: IssueStatus }[];
  /**
   * Failing probes to show (this scan's, and the previous scan's for what is fixed now); up
   * to REPORT_EXAMPLES_PER_VULNERABILITY per plugin and scan are used, in the order given.
   */
  examples: readonly ExampleProbe[];
};
