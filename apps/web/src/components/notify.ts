/**
 * Toast notifications (top right, at most 5, hidden after 3 s; success, error,
 * warning, info). notistack downloads after the first paint, so every caller goes through here.
 */
export type NotifyVariant = 'success' | 'error' | 'warning' | 'info';

export const SNACKBAR = {
  maxSnack: 5,
  autoHideDuration: 3000,
  anchorOrigin: { vertical: 'top', horizontal: 'right' },
} as const;

export function notify(message: string, variant: NotifyVariant = 'info') {
  void import('notistack').then(({ enqueueSnackbar }) => enqueueSnackbar(message, { variant }));
}
