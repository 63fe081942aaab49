import type { ClientConfig } from '@crucible/shared';
import type { Config } from '../../config';

export function appUrlOf(config: Config): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}

export function clientConfig(config: Config): ClientConfig {
  const { client } = config;
  const useFusionAuth = client.fusionAuth.url !== '' && client.fusionAuth.applicationId !== '';
  const appUrl = appUrlOf(config);
  return {
    disableTelemetry: client.disableTelemetry,
    useFusionAuth,
    isCrucibleCloud: client.isCloud,
    enableServerSettingsPage: client.enableServerSettingsPage,
    enableServerSideJobs: client.enableServerSideJobs,
    enableMakePublic: client.enableMakePublic,
    disableRemediationBundle: client.disableRemediationBundle,
    isDangerousPublic: client.isDangerousPublic,
    modelAuditServerPaths: config.modelAudit.root !== null,
    auth: {
      apiUrl: client.fusionAuth.url,
      appUrl,
      applicationId: client.fusionAuth.applicationId,
      redirectUri: client.fusionAuth.redirectUri || `${appUrl}/auth/fusionauth/callback`,
      scope: client.fusionAuth.scope,
      useFusionAuth,
    },
  };
}
