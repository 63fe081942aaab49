import { useState, type FormEvent } from 'react';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { AUDIT_LOG_OUTCOMES, type OrganizationUser } from '@crucible/shared';
import { FilterSelect } from '../../../components/FilterSelect';

/** The filters as the page keeps them in its URL: dates as the date inputs give them. */
export type AuditLogFilterValues = {
  actorId: string;
  action: string;
  subject: string;
  outcome: string;
  from: string;
  to: string;
  q: string;
};

export const AUDIT_FILTER_KEYS = [
  'actorId',
  'action',
  'subject',
  'outcome',
  'from',
  'to',
  'q',
] as const satisfies readonly (keyof AuditLogFilterValues)[];

type Props = {
  values: AuditLogFilterValues;
  users: OrganizationUser[] | undefined;
  onChange: (values: AuditLogFilterValues) => void;
};

/**
 * Filters above the audit table. Selects and dates apply at once; the text fields (action,
 * subject, search) apply on Enter or "Apply", so typing does not query on every key.
 */
export function AuditLogFilterBar({ values, users, onChange }: Props) {
  const [text, setText] = useState({ action: values.action, subject: values.subject, q: values.q });
  const [synced, setSynced] = useState(values);
  if (synced !== values) {
    // The URL changed under the form (back button, "Clear"): show what it says.
    setSynced(values);
    setText({ action: values.action, subject: values.subject, q: values.q });
  }
  const set = (patch: Partial<AuditLogFilterValues>) => onChange({ ...values, ...text, ...patch });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    set({});
  };
  const anySet = Object.values(values).some(Boolean);

  return (
    <Stack
      component="form"
      onSubmit={submit}
      direction="row"
      useFlexGap
      spacing={1.5}
      sx={{ p: 2, flexWrap: 'wrap', alignItems: 'center' }}
      aria-label="Filter audit logs"
    >
      <TextField
        label="Search"
        size="small"
        value={text.q}
        onChange={(event) => setText({ ...text, q: event.target.value })}
        placeholder="Action, subject, id, path or IP"
        sx={{ minWidth: 240 }}
      />
      <TextField
        select
        size="small"
        label="Actor"
        value={values.actorId}
        onChange={(event) => set({ actorId: event.target.value })}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="">All actors</MenuItem>
        {users?.map((user) => (
          <MenuItem key={user.id} value={user.id}>
            {user.name} ({user.email})
          </MenuItem>
        ))}
        {values.actorId && !users?.some((user) => user.id === values.actorId) && (
          <MenuItem value={values.actorId}>{values.actorId}</MenuItem>
        )}
      </TextField>
      <TextField
        label="Action"
        size="small"
        value={text.action}
        onChange={(event) => setText({ ...text, action: event.target.value })}
        placeholder="e.g. team.create"
        sx={{ width: 170 }}
      />
      <TextField
        label="Subject"
        size="small"
        value={text.subject}
        onChange={(event) => setText({ ...text, subject: event.target.value })}
        placeholder="e.g. Team"
        sx={{ width: 140 }}
      />
      <FilterSelect
        label="Outcome"
        value={values.outcome}
        allLabel="All outcomes"
        options={AUDIT_LOG_OUTCOMES}
        optionLabel={(outcome) => (outcome === 'success' ? 'Success' : 'Failure')}
        onChange={(outcome) => set({ outcome })}
        sx={{ minWidth: 150 }}
      />
      <TextField
        label="From"
        type="date"
        size="small"
        value={values.from}
        onChange={(event) => set({ from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label="To"
        type="date"
        size="small"
        value={values.to}
        onChange={(event) => set({ to: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Button type="submit" variant="outlined">
        Apply
      </Button>
      {anySet && (
        <Button
          onClick={() =>
            onChange({ actorId: '', action: '', subject: '', outcome: '', from: '', to: '', q: '' })
          }
        >
          Clear filters
        </Button>
      )}
    </Stack>
  );
}
