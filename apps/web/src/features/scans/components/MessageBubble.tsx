import { Box, Typography } from '@mui/material';

/** One message of a probe's exchange: the attack on the right, the target's reply on the left. */
export function MessageBubble({ role, content }: { role: string; content: string }) {
  const fromTarget = role === 'assistant';
  return (
    <Box
      sx={{ alignSelf: fromTarget ? 'flex-start' : 'flex-end', maxWidth: '88%' }}
      data-testid="message-bubble"
    >
      <Typography variant="caption" color="text.secondary">
        {fromTarget ? 'Target' : role === 'user' ? 'Attack' : role}
      </Typography>
      <Box
        sx={{
          p: 1.5,
          borderRadius: 2,
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
          fontSize: 14,
          bgcolor: fromTarget ? 'action.hover' : 'primary.main',
          color: fromTarget ? 'text.primary' : 'primary.contrastText',
          // Printed, a reply and an attack stay readable without their fills.
          '@media print': {
            bgcolor: 'transparent',
            color: 'text.primary',
            border: 1,
            borderColor: 'divider',
          },
        }}
      >
        {content}
      </Box>
    </Box>
  );
}
