import { Box, Typography } from '@mui/material';

/** The Crucible mark (a crucible vessel) and word mark. */
export function Logo({ size = 28, showName = true }: { size?: number; showName?: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box
        component="svg"
        viewBox="0 0 32 32"
        aria-hidden
        sx={{ width: size, height: size, flexShrink: 0, color: 'primary.main' }}
      >
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <path d="M9 8h14l-3.5 9.5a4 4 0 0 1-3.75 2.6h-.5a4 4 0 0 1-3.75-2.6z" fill="#fff" />
        <rect x="11" y="22" width="10" height="2.5" rx="1.25" fill="#fff" />
      </Box>
      {showName && (
        <Typography
          component="span"
          sx={{
            fontWeight: 800,
            fontSize: size * 0.68,
            letterSpacing: '-0.02em',
            color: 'text.primary',
          }}
        >
          Crucible
        </Typography>
      )}
    </Box>
  );
}
