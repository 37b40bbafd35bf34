import { SnackbarProvider } from 'notistack';
import { SNACKBAR } from './notify';

/** notistack 3 lets the provider stand alone: `enqueueSnackbar` reaches it from anywhere. */
export function SnackbarHost() {
  return <SnackbarProvider {...SNACKBAR} preventDuplicate />;
}
