import { Link as RouterLink, useParams } from 'react-router';
import {
  Alert,
  Box,
  Breadcrumbs,
  Chip,
  Link,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { PageHeader } from '../../../components/PageHeader';
import { SectionCard } from '../../../components/SectionCard';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { usePlugin } from '../api';
import { SeverityChip } from '../components/SeverityChip';
import { CATEGORY_LABELS } from '../plugin-labels';

/** One plugin: what it probes, example attacks, framework mappings and how it is graded. */
export function PluginDetailPage() {
  const { pluginId = '' } = useParams();
  const { data: plugin, isPending, error } = usePlugin(pluginId);
  const breadcrumbs = (
    <Breadcrumbs sx={{ mb: 1 }}>
      <Link component={RouterLink} to="/redteam/plugins" underline="hover" color="inherit">
        Plugins Collection
      </Link>
      <Typography color="text.primary">{plugin?.name ?? pluginId}</Typography>
    </Breadcrumbs>
  );
  if (isPending) {
    return (
      <>
        {breadcrumbs}
        <Skeleton variant="text" width={320} height={40} />
        <Skeleton variant="rounded" height={240} sx={{ mt: 2 }} />
      </>
    );
  }
  if (error) {
    return (
      <>
        {breadcrumbs}
        <Alert severity={isApiError(error, 404) ? 'warning' : 'error'}>
          {isApiError(error, 404) ? `There is no plugin "${pluginId}".` : errorMessage(error)}
        </Alert>
      </>
    );
  }
  return (
    <>
      {breadcrumbs}
      <PageHeader
        title={plugin.name}
        description={
          <Stack
            direction="row"
            spacing={1}
            component="span"
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Box component="span" sx={{ fontFamily: 'monospace' }}>
              {plugin.id}
            </Box>
            <SeverityChip severity={plugin.severity} />
            <Chip size="small" label={CATEGORY_LABELS[plugin.category]} />
            <Chip
              size="small"
              variant="outlined"
              label={plugin.needsLlm ? 'Needs LLM' : 'Works offline'}
            />
          </Stack>
        }
      />
      <Stack spacing={2.5}>
        <SectionCard title="Description">
          <Typography data-testid="plugin-description">{plugin.description}</Typography>
        </SectionCard>
        {plugin.probeSource !== 'corpus' && (
          <SectionCard title="Where the probes come from">
            <Stack spacing={1} data-testid="probe-source">
              {plugin.sourceNote && <Typography>{plugin.sourceNote}</Typography>}
              {plugin.dataset && (
                <Typography variant="body2" color="text.secondary">
                  Dataset:{' '}
                  <Link href={plugin.dataset.url} target="_blank" rel="noreferrer">
                    {plugin.dataset.name}
                  </Link>{' '}
                  ({plugin.dataset.publisher}) — licence {plugin.dataset.licence}
                </Typography>
              )}
            </Stack>
          </SectionCard>
        )}
        <SectionCard
          title={plugin.probeSource === 'dataset' ? 'Example prompts' : 'Example attacks'}
        >
          <Stack spacing={1} data-testid="example-attacks">
            {plugin.exampleAttacks.length === 0 && (
              <Typography color="text.secondary">
                No fixed examples: this plugin sends the prompts your scan&apos;s config gives it.
              </Typography>
            )}
            {plugin.exampleAttacks.map((attack, index) => (
              <Box
                key={index}
                sx={{
                  p: 1.5,
                  borderRadius: 1,
                  bgcolor: 'action.hover',
                  fontFamily: 'monospace',
                  fontSize: 13,
                  whiteSpace: 'pre-wrap',
                }}
              >
                {attack}
              </Box>
            ))}
          </Stack>
        </SectionCard>
        <SectionCard title="Framework mappings">
          {plugin.mappings.length === 0 ? (
            <Typography color="text.secondary">Not mapped to a framework.</Typography>
          ) : (
            <Table size="small" data-testid="framework-mappings">
              <TableHead>
                <TableRow>
                  <TableCell>Framework</TableCell>
                  <TableCell>Item</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {plugin.mappings.map((mapping) => (
                  <TableRow key={mapping.itemId}>
                    <TableCell>{mapping.frameworkName}</TableCell>
                    <TableCell>{mapping.itemName}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </SectionCard>
        <SectionCard title="Grading">
          <Typography sx={{ whiteSpace: 'pre-wrap' }} data-testid="grading-rubric">
            {plugin.gradingRubric}
          </Typography>
          {plugin.graders.length > 0 && (
            <Stack
              direction="row"
              spacing={1}
              sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}
            >
              <Typography variant="body2" color="text.secondary">
                Checked first by:
              </Typography>
              {plugin.graders.map((grader) => (
                <Chip key={grader} label={grader} size="small" variant="outlined" />
              ))}
              <Typography variant="body2" color="text.secondary">
                then the LLM judge.
              </Typography>
            </Stack>
          )}
        </SectionCard>
      </Stack>
    </>
  );
}
