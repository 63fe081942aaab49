import { useState } from 'react';
import {
  Box,
  Chip,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  Typography,
} from '@mui/material';
import { FRAMEWORK_ITEM_STATUSES, type FrameworkView } from '@crucible/shared';
import { FRAMEWORK_STATUS_COLORS, FRAMEWORK_STATUS_LABELS } from '../report-format';

const SUMMARY_KEY = {
  pass: 'pass',
  fail: 'fail',
  undecided: 'undecided',
  not_tested: 'notTested',
} as const;

function FrameworkPanel({ framework }: { framework: FrameworkView }) {
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 1.5 }}>
        {FRAMEWORK_ITEM_STATUSES.map((status) => (
          <Chip
            key={status}
            size="small"
            variant="outlined"
            color={FRAMEWORK_STATUS_COLORS[status]}
            label={`${FRAMEWORK_STATUS_LABELS[status]}: ${framework.summary[SUMMARY_KEY[status]]}`}
          />
        ))}
      </Stack>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>Item</TableCell>
            <TableCell>Result</TableCell>
            <TableCell>Evidence</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {framework.items.map((item) => (
            <TableRow key={item.id} data-testid="framework-item" sx={{ breakInside: 'avoid' }}>
              <TableCell sx={{ fontWeight: 500 }}>{item.name}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={FRAMEWORK_STATUS_LABELS[item.status]}
                  color={FRAMEWORK_STATUS_COLORS[item.status]}
                  data-testid="framework-item-status"
                />
              </TableCell>
              <TableCell sx={{ typography: 'body2' }}>
                {item.plugins.length === 0
                  ? 'None of its plugins ran.'
                  : item.plugins
                      .map(
                        (plugin) =>
                          `${plugin.name}: ${plugin.failed} of ${plugin.passed + plugin.failed} failed` +
                          (plugin.undecided > 0 ? `, ${plugin.undecided} undecided` : ''),
                      )
                      .join('; ')}
                {item.untestedPlugins.length > 0 && (
                  <Typography variant="caption" color="text.secondary" component="div">
                    {item.untestedPlugins.length} of its plugins not run in this scan
                  </Typography>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

/**
 * One tab per framework on screen; printed, every framework one after another (the tabs are
 * screen furniture, the content is the evidence an auditor asked for).
 */
export function FrameworkViews({ frameworks }: { frameworks: FrameworkView[] }) {
  const [selected, setSelected] = useState(frameworks[0]?.id ?? '');
  return (
    <>
      <Tabs
        value={selected}
        onChange={(_, value: string) => setSelected(value)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label="Frameworks"
        data-print="hide"
      >
        {frameworks.map((framework) => (
          <Tab key={framework.id} value={framework.id} label={framework.name} />
        ))}
      </Tabs>
      {frameworks.map((framework) => (
        <Box
          key={framework.id}
          role="tabpanel"
          data-testid="framework-panel"
          aria-label={framework.name}
          sx={{
            display: framework.id === selected ? 'block' : 'none',
            '@media print': { display: 'block', mt: 2 },
          }}
        >
          <Typography
            variant="subtitle2"
            component="h3"
            sx={{ display: 'none', '@media print': { display: 'block' } }}
          >
            {framework.name}
          </Typography>
          <FrameworkPanel framework={framework} />
        </Box>
      ))}
    </>
  );
}
