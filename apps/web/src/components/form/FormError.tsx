import Alert from '@mui/material/Alert';

/** The error of a whole form (the server's answer, a failed captcha) above its fields; nothing when there is none. */
export function FormError({ text }: { text: string | null }) {
  if (!text) return null;
  // The e2e specs find the message by this test id.
  return (
    <Alert severity="error" data-testid="form-error">
      {text}
    </Alert>
  );
}
