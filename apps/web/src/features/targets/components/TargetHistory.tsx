import { ScanList } from '../../scans/components/ScanList';
import { useTarget } from '../api';

/** The target page's History tab: the target's scans, newest first. */
export function TargetHistory({ targetId }: { targetId: string }) {
  // The page above has loaded it (and shows its loading and error states).
  const { data: target } = useTarget(targetId);
  if (!target) return null;
  return <ScanList teamId={target.teamId} targetId={target.id} />;
}
