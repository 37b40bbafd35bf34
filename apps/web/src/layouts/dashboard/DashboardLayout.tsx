import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PATHS } from '../../app/paths';
import { LAYOUT } from '../../app/theme/breakpoints';
import { PageContainer } from '../../components/PageContainer';
import { useAuth } from '../../features/auth';
import { PageOutlet } from '../PageOutlet';
import { DashboardHeader } from './DashboardHeader';
import { Sidebar } from './Sidebar';

/** The authenticated shell under /core: header, sidebar and the page. */
export function DashboardLayout() {
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const [collapsed, setCollapsed] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const { logout } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The mobile drawer closes once a menu entry took the user somewhere.
  useEffect(() => {
    if (pathname) setMobileOpen(false);
  }, [pathname]);
  const navWidth = isDesktop ? (collapsed ? LAYOUT.navCollapsedWidth : LAYOUT.navWidth) : 0;

  const signOut = async () => {
    setMobileOpen(false);
    await logout();
    navigate(PATHS.auth.login, { replace: true });
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex' }}>
      <DashboardHeader
        isDesktop={isDesktop}
        navWidth={navWidth}
        onOpenNav={() => setMobileOpen(true)}
        // Choosing a language in the shell returns to the home page.
        onLanguageChanged={() => navigate(PATHS.dashboard.root)}
      />
      <Sidebar
        isDesktop={isDesktop}
        collapsed={collapsed}
        onToggleCollapse={() => setCollapsed((v) => !v)}
        mobileOpen={mobileOpen}
        onCloseMobile={() => setMobileOpen(false)}
        onLogout={() => void signOut()}
      />
      <Box
        component="main"
        sx={(t) => ({
          flexGrow: 1,
          minWidth: 0,
          ml: `${navWidth}px`,
          pt: `${(isDesktop ? LAYOUT.headerDesktop : LAYOUT.headerMobile) + 8}px`,
          pb: 8,
          transition: t.transitions.create('margin', { duration: t.transitions.duration.shorter }),
        })}
      >
        <PageContainer>
          <PageOutlet />
        </PageContainer>
      </Box>
    </Box>
  );
}
