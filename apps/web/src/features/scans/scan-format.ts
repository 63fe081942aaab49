import type { ScanStatus, ScanSummary } from '@crucible/shared';

export const STATUS_LABELS: Record<ScanStatus, string> = {
  queued: 'Queued',
  generating: 'Generating attacks',
  running: 'Attacking',
  grading: 'Grading',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export const STATUS_COLORS: Record<
  ScanStatus,
  'default' | 'info' | 'success' | 'error' | 'warning'
> = {
  queued: 'default',
  generating: 'info',
  running: 'info',
  grading: 'info',
  completed: 'success',
  failed: 'error',
  cancelled: 'warning',
};

export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '—';
  if (seconds < 1) return '<1s';
  if (seconds < 60) return `${Math.round(seconds)}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ${Math.round(seconds % 60)}s`;
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

export function durationBetween(start: string | null, end: string | null): number | null {
  if (!start) return null;
  const to = end ? new Date(end).getTime() : Date.now();
  return (to - new Date(start).getTime()) / 1000;
}

export function formatRate(rate: number | null): string {
  return rate === null ? '—' : `${(rate * 100).toFixed(rate === 0 || rate === 1 ? 0 : 1)}%`;
}

/** USD with enough digits for a fraction of a cent: $0.0000045 → '$0.0000045', 1.5 → '$1.50'. */
export function formatCost(usd: number | null | undefined): string {
  if (usd === null || usd === undefined) return '—';
  if (usd === 0) return '$0';
  if (usd >= 0.01) return `$${usd.toFixed(2)}`;
  if (usd < 0.000001) return '<$0.000001';
  return `$${usd.toPrecision(2).replace(/\.?0+$/, '')}`;
}

type RiskLevel = NonNullable<ScanSummary['risk']>['level'];

export const RISK_LEVEL_LABELS: Record<RiskLevel, string> = {
  critical: 'Critical',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
  none: 'None',
};

export const RISK_LEVEL_COLORS: Record<
  RiskLevel,
  'error' | 'warning' | 'info' | 'success' | 'default'
> = { critical: 'error', high: 'warning', medium: 'info', low: 'default', none: 'success' };

/** A risk score (0–10) with one decimal: 6.25 → '6.3'. */
export const formatRiskScore = (score: number): string => score.toFixed(1);
