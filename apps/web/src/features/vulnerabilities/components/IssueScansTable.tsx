import { Link as RouterLink } from 'react-router';
import { Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { IssueScan } from '@crucible/shared';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { formatRate } from '../../scans/scan-format';

/**
 * The completed scans of the target that ran the plugin, newest first, with their success rate;
 * a scan's failures open its results filtered to them (every failing probe, past the evidence
 * list's limit).
 */
export function IssueScansTable({ pluginId, scans }: { pluginId: string; scans: IssueScan[] }) {
  if (scans.length === 0) {
    return <Typography color="text.secondary">No completed scans ran this plugin.</Typography>;
  }
  return (
    <Table size="small" data-testid="issue-scans">
      <TableHead>
        <TableRow>
          <TableCell>Scan</TableCell>
          <TableCell align="right">Failed</TableCell>
          <TableCell align="right">Graded</TableCell>
          <TableCell align="right">Attack success</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {scans.map((scan) => (
          <TableRow key={scan.scanId} data-testid="issue-scan-row">
            <TableCell>
              <Link component={RouterLink} to={`/jobs/${scan.scanId}`}>
                {formatDateTime(scan.at)}
              </Link>
            </TableCell>
            <TableCell align="right">
              {scan.failed > 0 ? (
                <Link
                  component={RouterLink}
                  to={`/jobs/${scan.scanId}?${new URLSearchParams({ pluginId, outcome: 'fail' })}`}
                  aria-label={`The ${formatNumber(scan.failed)} failing probes of this scan`}
                  data-testid="issue-scan-failures"
                >
                  {formatNumber(scan.failed)}
                </Link>
              ) : (
                formatNumber(scan.failed)
              )}
            </TableCell>
            <TableCell align="right">{formatNumber(scan.total)}</TableCell>
            <TableCell align="right" data-testid="issue-scan-asr">
              {formatRate(scan.total === 0 ? null : scan.asr)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
