import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { PluginBreakdown } from '@crucible/shared';
import { pluginCategoryName } from '@crucible/shared';
import { SeverityChip } from '../../plugins/components/SeverityChip';
import { rateWithInterval } from '../report-format';
import { RiskChip } from '../../scans/components/RiskChip';

/** Every plugin of the scan, riskiest first, with its outcomes. */
export function PluginTable({ plugins }: { plugins: PluginBreakdown[] }) {
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>Plugin</TableCell>
            <TableCell>Severity</TableCell>
            <TableCell>Risk</TableCell>
            <TableCell>Attack success</TableCell>
            <TableCell align="right">Passed</TableCell>
            <TableCell align="right">Failed</TableCell>
            <TableCell align="right">Undecided</TableCell>
            <TableCell align="right">Errors</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {plugins.map((plugin) => (
            <TableRow key={plugin.id} data-testid="report-plugin-row" sx={{ breakInside: 'avoid' }}>
              <TableCell>
                {plugin.name}
                <br />
                <span style={{ opacity: 0.7, fontSize: 12 }}>
                  {pluginCategoryName(plugin.category)}
                </span>
              </TableCell>
              <TableCell>
                <SeverityChip severity={plugin.severity} />
              </TableCell>
              <TableCell>
                <RiskChip risk={plugin.risk} />
              </TableCell>
              <TableCell>{rateWithInterval(plugin.asr)}</TableCell>
              <TableCell align="right">{plugin.passed}</TableCell>
              <TableCell align="right">{plugin.failed}</TableCell>
              <TableCell align="right">{plugin.undecided}</TableCell>
              <TableCell align="right">{plugin.errors}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
