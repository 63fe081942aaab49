import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Chip,
  Divider,
  Stack,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { RemediationItem } from '@crucible/shared';
import { SeverityChip } from '../../plugins/components/SeverityChip';
import { EFFORT_COLORS, EFFORT_LABELS, formatAsr } from '../remediation-format';
import { ItemMitigations } from './ItemMitigations';
import { ItemWhy } from './ItemWhy';

type Props = {
  item: RemediationItem;
  scanId: string;
  expanded: boolean;
  onToggle: (expanded: boolean) => void;
};

/** One action of the plan: the headline in the summary, why and what to do inside. */
export function RemediationItemAccordion({ item, scanId, expanded, onToggle }: Props) {
  const id = `remediation-${item.rank}`;
  return (
    <Accordion
      expanded={expanded}
      onChange={(_, open) => onToggle(open)}
      disableGutters
      className="remediation-item"
      data-testid="remediation-item"
    >
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        id={`${id}-header`}
        aria-controls={`${id}-content`}
      >
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'center' }, width: '100%', pr: 1 }}
        >
          <Typography sx={{ fontWeight: 600, minWidth: 28 }} color="text.secondary">
            {item.rank}.
          </Typography>
          <Typography sx={{ fontWeight: 600, flex: 1 }} data-testid="remediation-item-name">
            {item.pluginName}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <SeverityChip severity={item.severity} />
            <Chip
              size="small"
              variant="outlined"
              label={`ASR ${formatAsr(item.asr)} (${item.failed}/${item.total})`}
            />
            <Chip
              size="small"
              variant="outlined"
              color={EFFORT_COLORS[item.effort]}
              label={EFFORT_LABELS[item.effort]}
            />
          </Stack>
        </Stack>
      </AccordionSummary>
      <AccordionDetails id={`${id}-content`}>
        <Stack spacing={2.5} divider={<Divider flexItem />}>
          <ItemWhy item={item} scanId={scanId} />
          <ItemMitigations item={item} />
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
