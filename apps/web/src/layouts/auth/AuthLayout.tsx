import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSiteName } from '../../app/config/ConfigContext';
import { ChartIllustration } from '../../components/ChartIllustration';
import { LogoMark } from '../../components/Logo';
import { HeaderTools } from '../HeaderTools';
import { PageOutlet } from '../PageOutlet';

/** Auth screens: a brand panel ('{site}' with 'Trading System', a welcome line, the logo) beside the form. */
export function AuthLayout() {
  const { t } = useTranslation();
  const siteName = useSiteName();
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Stack
        component="aside"
        sx={(theme) => ({
          display: { xs: 'none', md: 'flex' },
          width: { md: 440, lg: 520 },
          flexShrink: 0,
          p: 5,
          gap: 4,
          justifyContent: 'center',
          bgcolor: theme.palette.mode === 'dark' ? 'grey.800' : 'grey.100',
          borderInlineEnd: 1,
          borderColor: 'divider',
        })}
      >
        <Stack spacing={1.5}>
          <LogoMark size={56} />
          <Typography variant="h3" component="p" data-testid="auth-brand">
            {siteName}
            <Box component="span" sx={{ display: 'block', color: 'primary.main' }}>
              {t('auth.tradingSystem')}
            </Box>
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{t('auth.welcome')}</Typography>
        </Stack>
        <ChartIllustration />
      </Stack>
      <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
        <Stack
          direction="row"
          component="header"
          sx={{ alignItems: 'center', px: { xs: 2, md: 4 }, height: { xs: 64, md: 88 } }}
        >
          <HeaderTools />
        </Stack>
        <Box
          component="main"
          sx={{ flexGrow: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', px: 2, pb: 6 }}
        >
          <Box sx={{ width: '100%', maxWidth: 440 }}>
            {/* Small screens have no brand panel: the same title and welcome line head the form. */}
            <Stack
              direction="row"
              spacing={1.5}
              sx={{ display: { md: 'none' }, alignItems: 'center', mb: 3 }}
            >
              <LogoMark size={44} />
              <Box>
                <Typography variant="subtitle1" component="p" sx={{ fontWeight: 800, lineHeight: 1.3 }}>
                  {siteName}{' '}
                  <Box component="span" sx={{ color: 'primary.main' }}>
                    {t('auth.tradingSystem')}
                  </Box>
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('auth.welcome')}
                </Typography>
              </Box>
            </Stack>
            <PageOutlet />
          </Box>
        </Box>
      </Stack>
    </Box>
  );
}
