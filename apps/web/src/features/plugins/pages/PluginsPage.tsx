import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import {
  Box,
  Button,
  Card,
  Chip,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import type { PluginSummary } from '@crucible/shared';
import { PageHeader } from '../../../components/PageHeader';
import { TableStates } from '../../../components/TableStates';
import { useAppAbility } from '../../abilities/use-app-ability';
import { SEVERITY_OVERRIDES_PATH } from '../../severities/severity-paths';
import { usePlugins } from '../api';
import { PluginFilters, type PluginFilterValues } from '../components/PluginFilters';
import { SeverityChip } from '../components/SeverityChip';
import { CATEGORY_LABELS, frameworkName, frameworkOf, pluginPath } from '../plugin-labels';

const FILTER_KEYS = ['search', 'category', 'severity', 'framework'] as const;

function matches(plugin: PluginSummary, filters: PluginFilterValues): boolean {
  const needle = filters.search.trim().toLowerCase();
  if (needle && !`${plugin.name} ${plugin.id}`.toLowerCase().includes(needle)) return false;
  if (filters.category && plugin.category !== filters.category) return false;
  if (filters.severity && plugin.severity !== filters.severity) return false;
  if (
    filters.framework &&
    !plugin.frameworks.some((item) => frameworkOf(item) === filters.framework)
  )
    return false;
  return true;
}

/** The built-in plugin catalogue, filtered by search, category, severity and framework (kept in the URL). */
export function PluginsPage() {
  const ability = useAppAbility();
  const { data: plugins, isPending, error } = usePlugins();
  const [params, setParams] = useSearchParams();
  const filters: PluginFilterValues = {
    search: params.get('search') ?? '',
    category: params.get('category') ?? '',
    severity: params.get('severity') ?? '',
    framework: params.get('framework') ?? '',
  };
  const frameworks = useMemo(
    () =>
      [...new Set((plugins ?? []).flatMap((plugin) => plugin.frameworks.map(frameworkOf)))].sort(
        (a, b) => frameworkName(a).localeCompare(frameworkName(b)),
      ),
    [plugins],
  );
  const shown = plugins?.filter((plugin) => matches(plugin, filters));
  const filtered = FILTER_KEYS.some((key) => filters[key] !== '');

  const change = (patch: Partial<PluginFilterValues>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(patch)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader
        title="Plugins Collection"
        description="Each plugin probes one kind of weakness with attacks from an offline corpus; a generator model, when configured, tailors them to the target."
        actions={
          <Stack direction="row" spacing={1}>
            {ability.can('read', 'PluginSeverityOverride') && (
              <Button component={RouterLink} to={SEVERITY_OVERRIDES_PATH} variant="outlined">
                Severity overrides
              </Button>
            )}
            {ability.can('read', 'CustomPolicy') && (
              <Button component={RouterLink} to="/redteam/plugins/policies" variant="outlined">
                Policy Library
              </Button>
            )}
          </Stack>
        }
      />
      <Card>
        <Box sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}>
          <PluginFilters values={filters} frameworks={frameworks} onChange={change} />
          {plugins && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ mt: 1.5 }}
              data-testid="plugin-count"
            >
              {filtered
                ? `${shown?.length ?? 0} of ${plugins.length} plugins`
                : `${plugins.length} plugins`}
            </Typography>
          )}
        </Box>
        <TableContainer>
          <Table>
            <TableHead>
              <TableRow>
                <TableCell>Plugin</TableCell>
                <TableCell>Category</TableCell>
                <TableCell>Severity</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Frameworks</TableCell>
                <TableCell>Model</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              <TableStates
                columns={5}
                rows={8}
                isPending={isPending}
                error={error}
                isEmpty={shown?.length === 0}
                emptyTitle="No plugins match these filters"
                emptyMessage="Try a different search term or clear a filter."
              />
              {shown?.map((plugin) => {
                const names = [...new Set(plugin.frameworks.map(frameworkOf))].map(frameworkName);
                return (
                  <TableRow key={plugin.id} hover data-testid="plugin-row">
                    <TableCell>
                      <Link
                        component={RouterLink}
                        to={pluginPath(plugin.id)}
                        sx={{ fontWeight: 600 }}
                      >
                        {plugin.name}
                      </Link>
                      <Box sx={{ color: 'text.secondary', fontSize: 13, fontFamily: 'monospace' }}>
                        {plugin.id}
                      </Box>
                    </TableCell>
                    <TableCell>{CATEGORY_LABELS[plugin.category]}</TableCell>
                    <TableCell>
                      <SeverityChip severity={plugin.severity} />
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                        {names.slice(0, 2).map((name) => (
                          <Chip key={name} label={name} size="small" variant="outlined" />
                        ))}
                        {names.length > 2 && (
                          <Tooltip title={names.slice(2).join(', ')}>
                            <Chip label={`+${names.length - 2}`} size="small" variant="outlined" />
                          </Tooltip>
                        )}
                      </Stack>
                    </TableCell>
                    <TableCell>
                      {plugin.needsLlm ? (
                        <Chip label="Needs LLM" size="small" color="secondary" variant="outlined" />
                      ) : (
                        <Typography variant="body2" color="text.secondary">
                          Works offline
                        </Typography>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      </Card>
    </>
  );
}
