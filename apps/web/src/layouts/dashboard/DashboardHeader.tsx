import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { useTranslation } from 'react-i18next';
import { LAYOUT } from '../../app/theme/breakpoints';
import { AccountMenu } from '../../components/AccountMenu';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { Logo } from '../../components/Logo';
import { SettingsButton } from '../../components/SettingsButton';
import { TopBarNotifications } from '../../features/notifications';
import type { Language } from '../../i18n';

interface Props {
  isDesktop: boolean;
  navWidth: number;
  onOpenNav: () => void;
  onLanguageChanged: (language: Language) => void;
}

/** Top bar: 88 px on desktop, 64 px on mobile; past 100 px of scroll it shrinks and gets a blurred backdrop. */
export function DashboardHeader({ isDesktop, navWidth, onOpenNav, onLanguageChanged }: Props) {
  const { t } = useTranslation();
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: LAYOUT.scrollOffset });
  const height = isDesktop && !scrolled ? LAYOUT.headerDesktop : LAYOUT.headerMobile;
  return (
    <AppBar
      position="fixed"
      color="transparent"
      elevation={0}
      data-testid="dashboard-header"
      data-scrolled={scrolled}
      sx={(theme) => ({
        height,
        left: isDesktop ? navWidth : 0,
        width: isDesktop ? `calc(100% - ${navWidth}px)` : '100%',
        bgcolor: alpha(theme.palette.background.default, scrolled ? 0.8 : 1),
        backdropFilter: scrolled ? 'blur(6px)' : 'none',
        boxShadow: scrolled ? `0 8px 16px 0 ${alpha(theme.palette.grey[500], 0.16)}` : 'none',
        transition: theme.transitions.create(['height', 'width', 'left', 'background-color'], {
          duration: theme.transitions.duration.shorter,
        }),
      })}
    >
      <Toolbar sx={{ height: 1, px: { xs: 2, lg: 5 }, gap: 1 }}>
        {!isDesktop && (
          <>
            <IconButton
              onClick={onOpenNav}
              aria-label={t('nav.openMenu')}
              sx={{ ml: -1 }}
              data-testid="open-nav"
            >
              <MenuIcon />
            </IconButton>
            <Logo compact />
          </>
        )}
        <Stack direction="row" spacing={0.5} sx={{ ml: 'auto', alignItems: 'center' }}>
          <LanguageSwitcher onChanged={onLanguageChanged} />
          <SettingsButton />
          <TopBarNotifications />
          <AccountMenu />
        </Stack>
      </Toolbar>
    </AppBar>
  );
}
