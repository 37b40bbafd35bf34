import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Link as RouterLink } from 'react-router';
import { lazyNamed } from '../../app/lazy';
import { PUBLIC_NAV } from '../../app/links';
import { PATHS } from '../../app/paths';
import { leadsSomewhere } from '../../app/reachable';
import { LAYOUT } from '../../app/theme/breakpoints';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { Logo } from '../../components/Logo';
import { PageContainer } from '../../components/PageContainer';
import { SettingsButton } from '../../components/SettingsButton';
import { useAuth } from '../../features/auth';

/** Entries whose screen exists; a feature still to come is not in the menu. */
const NAV = PUBLIC_NAV.filter((item) => leadsSomewhere(item.to));

// Drawn only after a tap (the phone menu) or for a member (the account menu): a visitor's first
// screen does not download them.
const PublicNavDrawer = lazyNamed(() => import('./PublicNavDrawer'), 'PublicNavDrawer');
const AccountMenu = lazyNamed(() => import('../../components/AccountMenu'), 'AccountMenu');

/** Public top menu: Home, Markets, Dashboard, Statistic Filter, Documentation, Privacy Policy, language, Login or account. */
export function PublicHeader() {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  const [open, setOpen] = useState(false);
  // mounted from the first opening on, so it slides out and back like a drawer that was always there
  const [menuWanted, setMenuWanted] = useState(false);
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: LAYOUT.scrollOffset });

  return (
    <AppBar
      position="sticky"
      color="transparent"
      elevation={0}
      sx={(theme) => ({
        backdropFilter: 'blur(8px)',
        bgcolor: alpha(theme.palette.background.default, scrolled ? 0.9 : 0.8),
        borderBottom: `1px solid ${scrolled ? theme.palette.divider : 'transparent'}`,
        transition: theme.transitions.create(['height', 'background-color']),
      })}
    >
      <PageContainer>
        <Toolbar
          disableGutters
          sx={{
            height: { xs: LAYOUT.headerMobile, md: scrolled ? LAYOUT.headerMobile : LAYOUT.headerDesktop },
            gap: 1,
          }}
        >
          <IconButton
            color="inherit"
            aria-label={t('nav.openMenu')}
            onClick={() => {
              setMenuWanted(true);
              setOpen(true);
            }}
            sx={{ display: { md: 'none' }, ml: -1 }}
          >
            <MenuIcon />
          </IconButton>
          <Logo responsive />
          <Box
            component="nav"
            aria-label={t('nav.main')}
            sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, mx: 'auto' }}
          >
            {NAV.map((item) => (
              <Button
                key={item.to}
                component={NavLink}
                to={item.to}
                end
                color="inherit"
                sx={{ px: 1.5, fontWeight: 600, '&.active': { color: 'primary.main' } }}
              >
                {t(item.key)}
              </Button>
            ))}
          </Box>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', ml: { xs: 'auto', md: 0 } }}>
            <LanguageSwitcher />
            <SettingsButton />
            {isAuthenticated ? (
              // the avatar button's size, so the header does not move when the menu's code arrives
              <Suspense fallback={<Box sx={{ width: 44, height: 44 }} />}>
                <AccountMenu />
              </Suspense>
            ) : (
              <Button
                component={RouterLink}
                to={PATHS.auth.login}
                variant="contained"
                data-testid="header-login"
                sx={{ ml: 0.5, whiteSpace: 'nowrap', flexShrink: 0 }}
              >
                {t('auth.login')}
              </Button>
            )}
          </Stack>
        </Toolbar>
      </PageContainer>
      {menuWanted && (
        <Suspense fallback={null}>
          <PublicNavDrawer items={NAV} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </AppBar>
  );
}
