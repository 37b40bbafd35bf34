import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { LogoMark } from './Logo';

const pulse = keyframes`
  0%, 100% { transform: scale(1); opacity: 1; }
  50% { transform: scale(0.86); opacity: 0.7; }
`;
const slide = keyframes`
  0% { inset-inline-start: -40%; }
  100% { inset-inline-start: 100%; }
`;

/** Full-screen loading animation, shown while the app starts and while a route's code downloads. */
export function LoadingScreen() {
  const { t, ready } = useTranslation();
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="loading-screen"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: 9998,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        bgcolor: 'background.default',
      }}
    >
      <Box sx={{ animation: `${pulse} 1.6s ease-in-out infinite` }}>
        <LogoMark size={64} />
      </Box>
      <Box
        sx={{
          position: 'relative',
          width: 160,
          height: 4,
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: 'action.selected',
        }}
      >
        <Box
          sx={{
            position: 'absolute',
            top: 0,
            width: '40%',
            height: '100%',
            borderRadius: 2,
            bgcolor: 'primary.main',
            animation: `${slide} 1.2s ease-in-out infinite`,
          }}
        />
      </Box>
      <Box
        component="span"
        sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {ready ? t('common.loading') : ''}
      </Box>
    </Box>
  );
}
