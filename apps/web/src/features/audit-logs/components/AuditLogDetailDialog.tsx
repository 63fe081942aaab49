import type { ReactNode } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableRow,
} from '@mui/material';
import type { AuditLog } from '@crucible/shared';
import { formatDateTime } from '../../../lib/format';
import { actorLabel, outcomeOf } from './actor';

const mono = (value: string | null) =>
  value ? (
    <Box component="code" sx={{ fontSize: 13, wordBreak: 'break-all' }}>
      {value}
    </Box>
  ) : (
    '—'
  );

/** Everything one audit row holds: full ids, the user agent, the request and its details. */
export function AuditLogDetailDialog({ log, onClose }: { log: AuditLog; onClose: () => void }) {
  const fields: [string, ReactNode][] = [
    ['Time', `${formatDateTime(log.createdAt)} (${log.createdAt})`],
    ['Actor', actorLabel(log.actor)],
    ['Actor email', log.actor.email ?? '—'],
    ['User ID', mono(log.actor.userId)],
    ['API token ID', mono(log.actor.tokenId)],
    ['Action', mono(log.action)],
    ['Subject', log.subject],
    ['Subject ID', mono(log.subjectId)],
    ['Team ID', mono(log.teamId)],
    ['Request', mono(`${log.method} ${log.path}`)],
    ['Outcome', `${outcomeOf(log.status)} (HTTP ${log.status})`],
    ['IP address', mono(log.ip)],
    ['User agent', mono(log.userAgent)],
    ['Entry ID', mono(log.id)],
  ];
  if (log.details) fields.push(['Details', mono(JSON.stringify(log.details, null, 2))]);
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="audit-log-detail">
      <DialogTitle id="audit-log-detail">Audit log entry</DialogTitle>
      <DialogContent>
        <Table size="small" data-testid="audit-log-detail">
          <TableBody>
            {fields.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row" sx={{ width: 160, color: 'text.secondary' }}>
                  {label}
                </TableCell>
                <TableCell>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
