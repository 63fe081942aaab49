import { PLUGIN_SEVERITIES, type PublicReport, type ReportModel } from '@crucible/shared';
import { getPlugin } from '../plugins/registry';
import type { Severity } from '../types';
import {
  asrOf,
  categoryBreakdowns,
  pluginBreakdowns,
  scoreCells,
  strategyBreakdowns,
  tally,
  totalOf,
} from './breakdowns';
import { frameworkViews } from './framework-views';
import type { ReportInput } from './types';
import { reportVulnerabilities } from './vulnerabilities';

const secondsBetween = (start: string | null, end: string | null) =>
  start && end ? Math.max(0, (Date.parse(end) - Date.parse(start)) / 1000) : null;

/**
 * The report of a scan, computed from its stored probes' aggregates — the one place a report's
 * figures come from (the API, shared links and exports all read this). Pure: the same input
 * gives the same report.
 */
export function buildScanReport(input: ReportInput): ReportModel {
  const { scan } = input;
  const severityOf = (pluginId: string): Severity =>
    input.severities.get(pluginId) ?? getPlugin(pluginId)?.severity ?? 'medium';
  const nameOf = (pluginId: string): string =>
    getPlugin(pluginId)?.name ?? input.pluginNames?.get(pluginId) ?? pluginId;
  const risk = scoreCells(input.cells, severityOf);
  const total = totalOf(input.cells);
  const plugins = tally(input.cells, (cell) => cell.pluginId);
  const vulnerabilities = reportVulnerabilities(input, plugins, severityOf, nameOf);
  const failing = vulnerabilities.filter((vulnerability) => vulnerability.change !== 'fixed');
  return {
    scanId: scan.id,
    teamId: scan.teamId,
    targetId: scan.targetId,
    template: scan.template,
    previousScanId: input.previous?.scanId ?? null,
    header: {
      evalId: scan.evalId,
      targetName: scan.targetName,
      templateName: scan.template?.name ?? null,
      createdAt: scan.createdAt,
      startedAt: scan.startedAt,
      finishedAt: scan.finishedAt,
      durationSeconds: secondsBetween(scan.startedAt, scan.finishedAt),
      probes: { planned: scan.planned, ...total },
    },
    risk: { score: risk.target.score, level: risk.target.level },
    attackSuccess: asrOf(total),
    severities: PLUGIN_SEVERITIES.map((severity) => {
      const found = failing.filter((vulnerability) => vulnerability.severity === severity);
      return {
        severity,
        vulnerabilities: found.length,
        failedProbes: found.reduce((sum, vulnerability) => sum + vulnerability.asr.failed, 0),
      };
    }),
    plugins: pluginBreakdowns(input.cells, risk, severityOf, nameOf),
    categories: categoryBreakdowns(input.cells, risk),
    strategies: strategyBreakdowns(input.cells),
    vulnerabilities,
    usage: input.usage,
    frameworks: frameworkViews(plugins),
    comparedWith: input.previous
      ? { evalId: input.previous.evalId, finishedAt: input.previous.finishedAt }
      : null,
  };
}

/**
 * The report as a shared link shows it: the content without the ids of the organization's
 * records (team, target, template, the previous scan, issues, probes).
 */
export function toPublicReport(report: ReportModel): PublicReport {
  const {
    scanId: _scan,
    teamId: _team,
    targetId: _target,
    template: _template,
    previousScanId: _previous,
    ...content
  } = report;
  return {
    ...content,
    vulnerabilities: content.vulnerabilities.map((vulnerability) => ({
      ...vulnerability,
      issueId: null,
      examples: vulnerability.examples.map((example) => ({ ...example, probeId: null })),
    })),
  };
}
