import { Box, LinearProgress } from '@mui/material';
import { useNavigation } from 'react-router';

/** A thin bar at the top while the next page's chunk loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <Box sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'tooltip' }}>
      <LinearProgress />
    </Box>
  );
}
