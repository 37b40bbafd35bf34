import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import { SNACKBAR } from './notify';

/**
 * notistack's own variant colours put white text on light green, orange and blue (contrast 2.2 to
 * 3.3, below WCAG AA's 4.5). These darker shades keep the four variants recognisable and readable.
 */
const ReadableContent = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: '#1e6b3a' },
  '&.notistack-MuiContent-error': { backgroundColor: '#b3261e' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#8a5300' },
  '&.notistack-MuiContent-info': { backgroundColor: '#0b5cad' },
});

const VARIANTS = {
  default: ReadableContent,
  success: ReadableContent,
  error: ReadableContent,
  warning: ReadableContent,
  info: ReadableContent,
};

/** notistack 3 lets the provider stand alone: `enqueueSnackbar` reaches it from anywhere. */
export function SnackbarHost() {
  return <SnackbarProvider {...SNACKBAR} Components={VARIANTS} preventDuplicate />;
}
