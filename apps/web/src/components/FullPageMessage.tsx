import type { ReactNode } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';

type FullPageMessageProps = {
  title: string;
  message: ReactNode;
  icon?: ReactNode;
  actionLabel?: string;
  onAction?: () => void;
  children?: ReactNode;
};

/** A centred message filling the content area: not found, no team, upgrade, load failures. */
export function FullPageMessage({
  title,
  message,
  icon,
  actionLabel,
  onAction,
  children,
}: FullPageMessageProps) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh', px: 2, py: 6 }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 520 }}>
        {icon && (
          <Box
            sx={{
              width: 72,
              height: 72,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'action.hover',
              color: 'primary.main',
              '& svg': { fontSize: 36 },
            }}
          >
            {icon}
          </Box>
        )}
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <Typography color="text.secondary" component="div">
          {message}
        </Typography>
        {actionLabel && onAction && (
          <Button variant="contained" onClick={onAction}>
            {actionLabel}
          </Button>
        )}
        {children}
      </Stack>
    </Box>
  );
}
