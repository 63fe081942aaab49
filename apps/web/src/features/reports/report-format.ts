import type { FrameworkItemStatus, ReportChange, SuccessRate } from '@crucible/shared';
import { formatRate } from '../scans/scan-format';

type ChipColor = 'error' | 'warning' | 'info' | 'success' | 'default';

export const CHANGE_LABELS: Record<ReportChange, string> = {
  new: 'New',
  still_open: 'Still open',
  regressed: 'Regressed',
  fixed: 'Fixed',
};

export const CHANGE_COLORS: Record<ReportChange, ChipColor> = {
  new: 'error',
  regressed: 'warning',
  still_open: 'default',
  fixed: 'success',
};

export const FRAMEWORK_STATUS_LABELS: Record<FrameworkItemStatus, string> = {
  pass: 'Pass',
  fail: 'Fail',
  undecided: 'Undecided',
  not_tested: 'Not tested',
};

export const FRAMEWORK_STATUS_COLORS: Record<FrameworkItemStatus, ChipColor> = {
  pass: 'success',
  fail: 'error',
  undecided: 'info',
  not_tested: 'default',
};

/** '12.3% (95% CI 8.1–17.9%)', or 'No graded probes'. */
export function rateWithInterval(asr: SuccessRate): string {
  if (asr.rate === null) return 'No graded probes';
  return `${formatRate(asr.rate)} (95% CI ${formatRate(asr.lower)}–${formatRate(asr.upper)})`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SHARE_TOKEN = /^[\w-]{43}$/;

/** `/redteam/report/{id}`: a scan's id (signed in) or a public link's token (anyone). */
export function reportRef(id: string): { kind: 'scan' | 'shared' | 'invalid'; id: string } {
  if (UUID.test(id)) return { kind: 'scan', id };
  if (SHARE_TOKEN.test(id)) return { kind: 'shared', id };
  return { kind: 'invalid', id };
}

export const reportPath = (scanId: string) => `/redteam/report/${scanId}`;
