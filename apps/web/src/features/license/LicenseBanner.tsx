import { Alert, AlertTitle, Box } from '@mui/material';
import { useClientConfig } from '../config/ConfigProvider';
import { useLicense } from './api';
import { licenseBannerContent } from './license-banner';

/** The license banner under the app bar (spec §8); hidden while loading and when valid. */
export function LicenseBanner({ hasOrganization }: { hasOrganization: boolean }) {
  const config = useClientConfig();
  const { data: license } = useLicense(hasOrganization);
  if (!hasOrganization || !license) return null;
  const content = licenseBannerContent(license, config.isCrucibleCloud);
  if (!content) return null;

  return (
    <Alert
      severity={content.severity}
      variant="standard"
      square
      data-testid="license-banner"
      sx={{ borderBottom: 1, borderColor: 'divider', px: { xs: 2, md: 3 } }}
    >
      <AlertTitle sx={{ mb: content.usage.length || content.cutoff ? 0.5 : 0 }}>
        {content.message}
      </AlertTitle>
      {content.usage.map((line) => (
        <Box key={line}>{line}</Box>
      ))}
      {content.cutoff && <Box sx={{ fontWeight: 500 }}>{content.cutoff}</Box>}
    </Alert>
  );
}
