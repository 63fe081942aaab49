import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, InputAdornment, Link, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import type { CustomPolicy } from '@crucible/shared';
import { DataTable, type DataColumn } from '../../../components/DataTable';
import { DeleteRowButton } from '../../../components/DeleteRowButton';
import { PageHeader } from '../../../components/PageHeader';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { formatDate } from '../../../lib/format';
import { useDebounced } from '../../../lib/use-debounced';
import { useAppAbility } from '../../abilities/use-app-ability';
import { SeverityChip } from '../../plugins/components/SeverityChip';
import { useDeletePolicy, usePolicies } from '../api';
import { NewPolicyDialog } from '../components/NewPolicyDialog';

const PAGE_SIZE = 25;

const patternsOf = (policy: CustomPolicy) => {
  const count = policy.mustMatch.length + policy.mustNotMatch.length;
  const examples = [policy.violatingExample, policy.compliantExample].filter(Boolean).length;
  const parts = [
    count > 0 ? `${count} pattern${count === 1 ? '' : 's'}` : '',
    examples > 0 ? `${examples} example${examples === 1 ? '' : 's'}` : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : '—';
};

/** `/redteam/plugins/policies`: the organization's custom policies, each a plugin of scans. */
export function PoliciesPage() {
  const ability = useAppAbility();
  const [page, setPage] = useState(0);
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 300);
  const { data, isPending, error } = usePolicies({
    q: q || undefined,
    limit: PAGE_SIZE,
    offset: page * PAGE_SIZE,
  });
  const [creating, setCreating] = useState(false);
  const remove = useConfirmDelete<CustomPolicy>({
    mutation: useDeletePolicy(),
    title: 'Delete policy?',
    message: (policy) =>
      `${policy.name} will be deleted. Scans already run with it keep their results, and its vulnerabilities stay.`,
    confirmLabel: 'Delete policy',
    successMessage: 'Policy deleted successfully',
  });

  const columns: DataColumn<CustomPolicy>[] = [
    {
      key: 'name',
      header: 'Policy',
      sx: { maxWidth: 520 },
      render: (policy) => (
        <>
          <Link
            component={RouterLink}
            to={`/redteam/plugins/policies/${policy.id}`}
            sx={{ fontWeight: 600 }}
          >
            {policy.name}
          </Link>
          <Box
            sx={{
              color: 'text.secondary',
              fontSize: 13,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
            }}
          >
            {policy.text}
          </Box>
        </>
      ),
    },
    {
      key: 'severity',
      header: 'Severity',
      render: (policy) => <SeverityChip severity={policy.severity} />,
    },
    { key: 'grading', header: 'Grading aids', hideBelow: 'md', render: patternsOf },
    {
      key: 'updated',
      header: 'Updated',
      hideBelow: 'sm',
      render: (policy) =>
        `${formatDate(policy.updatedAt)}${policy.updatedBy ? ` by ${policy.updatedBy.name}` : ''}`,
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (policy) =>
        ability.can('delete', 'CustomPolicy') && (
          <DeleteRowButton label={`Delete ${policy.name}`} onClick={() => remove.ask(policy)} />
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Policy Library"
        description="Your own rules as red-team plugins: add a policy to a scan template, and its probes try to make the target break it."
        actions={
          ability.can('create', 'CustomPolicy') && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              New policy
            </Button>
          )
        }
      />
      <DataTable
        columns={columns}
        rows={data?.items}
        rowTestId="policy-row"
        isPending={isPending}
        error={error}
        emptyTitle={q ? 'No policy matches' : 'No policies yet'}
        emptyMessage={
          q
            ? 'Try a different search term.'
            : 'Write a rule your application must follow, like "Never quote a price without the disclaimer".'
        }
        toolbar={
          <Box sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}>
            <TextField
              size="small"
              placeholder="Search names and rules"
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(0);
              }}
              sx={{ minWidth: 300 }}
              slotProps={{
                htmlInput: { 'aria-label': 'Search policies' },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
            />
          </Box>
        }
        pagination={data && { count: data.total, page, pageSize: PAGE_SIZE, onPageChange: setPage }}
      />
      <NewPolicyDialog open={creating} onClose={() => setCreating(false)} />
      {remove.dialog}
    </>
  );
}
