import { useState } from 'react';
import { Button, ListItemText, Menu, MenuItem } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import type { ReportExportFormat } from '@crucible/shared';
import { reportExportUrl } from '../api';

const FORMATS: { format: ReportExportFormat; label: string; hint: string }[] = [
  { format: 'pdf', label: 'PDF', hint: 'the report, to print or send' },
  { format: 'csv', label: 'CSV', hint: 'one row per vulnerability, for a spreadsheet' },
  { format: 'json', label: 'JSON', hint: 'the report as the API answers it' },
  { format: 'junit', label: 'JUnit XML', hint: 'a test case per plugin × strategy, for CI' },
];

/** The report's downloads: each item is a plain link, so the browser saves the file itself. */
export function ExportReportMenu({ source }: { source: { scanId: string } | { token: string } }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? 'report-export-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="report-export"
      >
        Export
      </Button>
      <Menu
        id="report-export-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
      >
        {FORMATS.map(({ format, label, hint }) => (
          <MenuItem
            key={format}
            component="a"
            href={reportExportUrl(source, format)}
            download
            onClick={() => setAnchor(null)}
            data-testid={`report-export-${format}`}
          >
            <ListItemText primary={label} secondary={hint} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
