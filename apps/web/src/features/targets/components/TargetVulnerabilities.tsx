import { VulnerabilitiesPage } from '../../vulnerabilities/pages/VulnerabilitiesPage';
import { useTarget } from '../api';

/** The target page's Vulnerabilities tab: the vulnerabilities list, this target's only. */
export function TargetVulnerabilities({ targetId }: { targetId: string }) {
  // The page above has loaded it (and shows its loading and error states).
  const { data: target } = useTarget(targetId);
  if (!target) return null;
  return <VulnerabilitiesPage target={target} />;
}
