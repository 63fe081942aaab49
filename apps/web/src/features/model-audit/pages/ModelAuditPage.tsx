import { Navigate, useNavigate, useParams } from 'react-router';
import { Box, Tab, Tabs } from '@mui/material';
import { PageHeader } from '../../../components/PageHeader';
import { useAppAbility } from '../../abilities/use-app-ability';
import { useCurrentTeam } from '../../teams/CurrentTeamProvider';
import { HistoryPanel } from '../components/HistoryPanel';
import { NewScanPanel } from '../components/NewScanPanel';

const TABS = [
  { value: 'new', label: 'New Scan' },
  { value: 'history', label: 'History' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

/** `/model-audit/{tab}`: a new scan (upload or server path) or the team's history. */
export function ModelAuditPage({ tab: fixedTab }: { tab?: TabValue }) {
  const params = useParams();
  const navigate = useNavigate();
  const { currentTeam } = useCurrentTeam();
  const ability = useAppAbility();
  const canCreate = ability.can('create', 'ModelAudit');
  const requested = fixedTab ?? params.tab ?? (canCreate ? 'new' : 'history');
  const tabs = TABS.filter((tab) => tab.value !== 'new' || canCreate);
  if (!tabs.some((tab) => tab.value === requested))
    return <Navigate to="/model-audit/history" replace />;
  const tab = requested as TabValue;
  return (
    <>
      <PageHeader
        title="Model Audit"
        description="Scan model files for code that runs when they are loaded, before anyone loads them."
      />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_event, value: TabValue) => void navigate(`/model-audit/${value}`)}
        >
          {tabs.map((item) => (
            <Tab key={item.value} value={item.value} label={item.label} />
          ))}
        </Tabs>
      </Box>
      {tab === 'new' ? (
        <NewScanPanel teamId={currentTeam?.id} />
      ) : (
        <HistoryPanel teamId={currentTeam?.id} />
      )}
    </>
  );
}

/** `/model-audit/history` (History). */
export function ModelAuditHistoryPage() {
  return <ModelAuditPage tab="history" />;
}
