import { Link as RouterLink } from 'react-router';
import { Button, Typography } from '@mui/material';
import TravelExploreOutlinedIcon from '@mui/icons-material/TravelExploreOutlined';
import { FullPageMessage } from '../../components/FullPageMessage';

export function NotFoundPage() {
  return (
    <FullPageMessage
      icon={<TravelExploreOutlinedIcon />}
      title="Page Not Found"
      message={
        <Typography color="text.secondary">
          The page you are looking for does not exist or has moved.
        </Typography>
      }
    >
      <Button component={RouterLink} to="/" variant="contained">
        Go to home
      </Button>
    </FullPageMessage>
  );
}
