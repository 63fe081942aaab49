import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  FormControlLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import type { CreateScanRequest, RedteamBlock } from '@crucible/shared';
import { FormAlert } from '../../../components/FormAlert';
import { PageHeader } from '../../../components/PageHeader';
import { apiFormErrors, fieldError, NO_ERRORS, type FormErrors } from '../../../lib/form-errors';
import { useDebounced } from '../../../lib/use-debounced';
import { useToast } from '../../../lib/toast';
import { useLicense } from '../../license/api';
import { CUT_OFF_MESSAGE } from '../../license/license-banner';
import { useScanConfigs, useScanPresets } from '../../scan-configs/api';
import { RedteamBlockEditor } from '../../scan-configs/components/RedteamBlockEditor';
import { EMPTY_BLOCK } from '../../scan-configs/redteam-block';
import { useTargets } from '../../targets/api';
import { useCurrentTeam } from '../../teams/CurrentTeamProvider';
import { useCreateScan, useScanEstimate } from '../api';
import { EstimateCard } from '../components/EstimateCard';

/** `/redteam/scan/create`: a target and a template (or a custom block), the estimate, Start. */
export function CreateScanPage() {
  const [params] = useSearchParams();
  const { currentTeam } = useCurrentTeam();
  const { data: targets = [] } = useTargets(currentTeam?.id);
  const { data: templates } = useScanConfigs(currentTeam?.id);
  const { data: presets = [] } = useScanPresets();
  const { data: license } = useLicense(true);
  const create = useCreateScan();
  const navigate = useNavigate();
  const toast = useToast();
  const [targetId, setTargetId] = useState(params.get('targetId') ?? '');
  const [mode, setMode] = useState<'template' | 'custom'>(
    params.get('configId') ? 'template' : 'custom',
  );
  const [configId, setConfigId] = useState(params.get('configId') ?? '');
  const [block, setBlock] = useState<RedteamBlock>(presets[0]?.config ?? EMPTY_BLOCK);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const cutOff = license?.isCutOff ?? false;
  const target = targetId || targets[0]?.id || '';
  const template = configId || templates?.items[0]?.id || '';

  const body = useMemo((): CreateScanRequest | null => {
    if (!target) return null;
    if (mode === 'template') return template ? { targetId: target, configId: template } : null;
    return block.plugins.length > 0 ? { targetId: target, config: block } : null;
  }, [target, mode, template, block]);
  const estimate = useScanEstimate(useDebounced(body));

  const start = () => {
    if (!body) return;
    setErrors(NO_ERRORS);
    create.mutate(body, {
      onSuccess: (scan) => {
        toast('Scan started', 'success');
        void navigate(`/jobs/${scan.id}`);
      },
      onError: (error) => setErrors(apiFormErrors(error)),
    });
  };

  return (
    <>
      <PageHeader
        title="Create Scan"
        description="Attack a target with a scan template or a configuration of your own."
      />
      {cutOff && (
        <Alert severity="error" sx={{ mb: 2.5 }} data-testid="license-cut-off">
          {CUT_OFF_MESSAGE}
        </Alert>
      )}
      <FormAlert message={errors.form} />
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2.5}>
          <Card>
            <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
              <TextField
                select
                label="Target"
                value={target}
                onChange={(event) => setTargetId(event.target.value)}
                error={Boolean(fieldError(errors, 'targetId'))}
                helperText={
                  fieldError(errors, 'targetId') ??
                  (targets.length === 0 ? 'Create a target first.' : ' ')
                }
                fullWidth
              >
                {targets.map((candidate) => (
                  <MenuItem key={candidate.id} value={candidate.id}>
                    {candidate.name}
                  </MenuItem>
                ))}
              </TextField>
              <RadioGroup
                row
                value={mode}
                onChange={(event) => setMode(event.target.value as 'template' | 'custom')}
                sx={{ mt: 1 }}
              >
                <FormControlLabel value="template" control={<Radio />} label="Scan template" />
                <FormControlLabel value="custom" control={<Radio />} label="Custom configuration" />
              </RadioGroup>
            </CardContent>
          </Card>
          <Card>
            <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
              {mode === 'template' ? (
                <TextField
                  select
                  label="Scan template"
                  value={template}
                  onChange={(event) => setConfigId(event.target.value)}
                  error={Boolean(fieldError(errors, 'configId'))}
                  helperText={
                    fieldError(errors, 'configId') ??
                    (templates?.items.length === 0
                      ? 'No templates yet: use a custom configuration.'
                      : ' ')
                  }
                  fullWidth
                >
                  {templates?.items.map((candidate) => (
                    <MenuItem key={candidate.id} value={candidate.id}>
                      {candidate.name}
                    </MenuItem>
                  ))}
                </TextField>
              ) : (
                <Stack spacing={2.5}>
                  <Box>
                    <Typography variant="subtitle2" sx={{ mb: 1 }}>
                      Start from a preset
                    </Typography>
                    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                      {presets.map((preset) => (
                        <Chip
                          key={preset.id}
                          label={preset.name}
                          title={preset.description}
                          onClick={() => setBlock(preset.config)}
                          variant="outlined"
                        />
                      ))}
                    </Stack>
                  </Box>
                  <RedteamBlockEditor value={block} onChange={setBlock} errors={errors} />
                </Stack>
              )}
            </CardContent>
          </Card>
        </Stack>
        <Stack spacing={2.5} sx={{ position: { lg: 'sticky' }, top: { lg: 88 } }}>
          <EstimateCard
            estimate={estimate.data}
            error={estimate.error}
            fetching={estimate.isFetching}
          />
          <Button
            variant="contained"
            size="large"
            startIcon={<PlayArrowIcon />}
            disabled={cutOff || !body || estimate.isError}
            loading={create.isPending}
            onClick={start}
          >
            Start scan
          </Button>
        </Stack>
      </Box>
    </>
  );
}
