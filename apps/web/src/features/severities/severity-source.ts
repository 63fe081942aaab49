import { POLICY_PLUGIN_PREFIX, type IssueDetail } from '@crucible/shared';

/** Where a vulnerability's severity comes from, as its page says it. */
export function severitySourceLabel(source: IssueDetail['severitySource'], pluginId = ''): string {
  const why = source.reason ? `: ${source.reason}` : '';
  switch (source.layer) {
    case 'plugin':
      // A custom policy's default is the severity set on the policy.
      return pluginId.startsWith(POLICY_PLUGIN_PREFIX)
        ? "The policy's severity"
        : "The plugin's default";
    case 'template':
      return "The scan template's severity";
    case 'organization':
      return `Organization override "${source.name ?? ''}"${why}`;
    case 'target':
      return `This target's override${why}`;
    case 'manual':
      return 'Set on this vulnerability';
  }
}
