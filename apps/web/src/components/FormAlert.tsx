import { Alert } from '@mui/material';

/** The form-level error of a submit (field errors sit under their fields). */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {message}
    </Alert>
  );
}
