import { buildScanReport, toPublicReport } from '@crucible/engine';
import type { PublicReport, ReportExportFormat, ReportModel, ScanReport } from '@crucible/shared';
import type { Db } from '../../db/client';
import { loadExportInput, loadPublicExportInput, renderExport, type ReportExport } from './exports';
import { loadReportInput, type ReportScope } from './report-input';
import { shareOf, sharedScanOf, type ShareDeps } from './shares';

/** A completed scan's report model: the seam exports and the remediation plan build on. */
export async function reportModel(db: Db, scope: ReportScope): Promise<ReportModel> {
  return buildScanReport(await loadReportInput(db, scope));
}

/** The report as its readers see it, with its public link when it has one. */
export async function getReport(
  deps: ShareDeps,
  scope: ReportScope & { mayShare: boolean },
): Promise<ScanReport> {
  const model = await reportModel(deps.db, scope);
  const canShare = deps.enabled && scope.mayShare;
  return { ...model, share: await shareOf(deps, scope.scanId, canShare), canShare };
}

/** The report a public link names, without the organization's ids. */
export async function getPublicReport(deps: ShareDeps, token: string): Promise<PublicReport> {
  return toPublicReport(await reportModel(deps.db, await sharedScanOf(deps, token)));
}

/** A member's report in an export format (same read rules as the report). */
export async function exportReport(
  db: Db,
  scope: ReportScope,
  format: ReportExportFormat,
): Promise<ReportExport> {
  return renderExport(await loadExportInput(db, scope), format);
}

/** A shared report in an export format: the public content only, as the link shows it. */
export async function exportPublicReport(
  deps: ShareDeps,
  token: string,
  format: ReportExportFormat,
): Promise<ReportExport> {
  return renderExport(
    await loadPublicExportInput(deps.db, await sharedScanOf(deps, token)),
    format,
  );
}
