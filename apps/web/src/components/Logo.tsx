import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useSiteName } from '../app/config/ConfigContext';

/** The brand mark: candles rising inside a rounded square, in the current colour preset. */
export function LogoMark({ size = 40 }: { size?: number }) {
  const theme = useTheme();
  const main = theme.palette.primary.main;
  return (
    <Box
      component="svg"
      viewBox="0 0 48 48"
      sx={{ width: size, height: size, flexShrink: 0 }}
      aria-hidden="true"
    >
      <rect width="48" height="48" rx="12" fill={main} />
      <g fill={theme.palette.primary.contrastText}>
        <rect x="10" y="22" width="6" height="14" rx="1.5" opacity="0.7" />
        <rect x="12.25" y="18" width="1.5" height="22" rx="0.75" opacity="0.7" />
        <rect x="21" y="16" width="6" height="16" rx="1.5" opacity="0.85" />
        <rect x="23.25" y="12" width="1.5" height="24" rx="0.75" opacity="0.85" />
        <rect x="32" y="10" width="6" height="18" rx="1.5" />
        <rect x="34.25" y="7" width="1.5" height="25" rx="0.75" />
      </g>
    </Box>
  );
}

/** Mark plus the site name from the server configuration (never hard-coded). */
/** `responsive` hides the name on phones, where the header needs the room for its buttons. */
export function Logo({
  to = '/',
  compact = false,
  responsive = false,
}: {
  to?: string;
  compact?: boolean;
  responsive?: boolean;
}) {
  const siteName = useSiteName();
  return (
    <Box
      component={RouterLink}
      to={to}
      aria-label={siteName}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.25,
        color: 'text.primary',
        textDecoration: 'none',
      }}
    >
      <LogoMark size={compact ? 36 : 40} />
      {!compact && (
        <Typography
          component="span"
          variant="h6"
          sx={{
            fontWeight: 800,
            letterSpacing: 0.5,
            display: responsive ? { xs: 'none', sm: 'inline' } : 'inline',
          }}
        >
          {siteName}
        </Typography>
      )}
    </Box>
  );
}
