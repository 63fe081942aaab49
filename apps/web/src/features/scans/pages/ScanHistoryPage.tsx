import { PageHeader } from '../../../components/PageHeader';
import { useCurrentTeam } from '../../teams/CurrentTeamProvider';
import { ScanList } from '../components/ScanList';

/** `/jobs`: the team's scans, newest first, filtered by status and target. */
export function ScanHistoryPage() {
  const { currentTeam } = useCurrentTeam();
  return (
    <>
      <PageHeader
        title="Scan History"
        description="Every scan of this team, with its progress and results."
      />
      <ScanList teamId={currentTeam?.id} />
    </>
  );
}
