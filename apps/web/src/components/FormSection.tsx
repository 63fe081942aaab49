import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';

type FormSectionProps = { title: string; description?: ReactNode; children: ReactNode };

/** One titled card of a long form. */
export function FormSection({ title, description, children }: FormSectionProps) {
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ mb: 2.5 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {description && (
            <Typography variant="body2" color="text.secondary">
              {description}
            </Typography>
          )}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}
