import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVersionLabel } from '../../app/config/ConfigContext';
import { LAYOUT } from '../../app/theme/breakpoints';
import { Logo } from '../../components/Logo';
import { useAuth } from '../../features/auth';
import { NavAccount } from './NavAccount';
import { NavSection } from './NavSection';

interface Props {
  isDesktop: boolean;
  collapsed: boolean;
  onToggleCollapse: () => void;
  mobileOpen: boolean;
  onCloseMobile: () => void;
  onLogout: () => void;
}

function SidebarContent({
  mini,
  collapsed = false,
  onLogout,
  onToggle,
}: {
  mini: boolean;
  collapsed?: boolean;
  onLogout: () => void;
  onToggle?: () => void;
}) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const theme = useTheme();
  const version = useVersionLabel();
  const rtl = theme.direction === 'rtl';
  // The chevron points the way the sidebar will move; in rtl the sidebar sits on the right.
  const CollapseIcon = collapsed !== rtl ? ChevronRightIcon : ChevronLeftIcon;
  const toggleLabel = collapsed ? t('dashboard.expand') : t('dashboard.collapse');
  return (
    <Stack sx={{ height: '100%', py: 2.5, gap: 2 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: mini ? 'center' : 'space-between', px: mini ? 0 : 2.5 }}
      >
        <Logo to="/" compact={mini} />
        {onToggle && !mini && (
          <IconButton size="small" onClick={onToggle} aria-label={toggleLabel} data-testid="nav-toggle">
            <CollapseIcon fontSize="small" />
          </IconButton>
        )}
      </Stack>
      {onToggle && mini && (
        <IconButton
          size="small"
          onClick={onToggle}
          aria-label={toggleLabel}
          data-testid="nav-toggle"
          sx={{ alignSelf: 'center' }}
        >
          <CollapseIcon fontSize="small" />
        </IconButton>
      )}
      <NavAccount mini={mini} />
      <Box sx={{ flexGrow: 1, overflowY: 'auto', overflowX: 'hidden' }}>
        <NavSection sections={user?.menus ?? []} mini={mini} />
      </Box>
      <Stack spacing={1} sx={{ px: mini ? 1 : 2.5, alignItems: 'stretch' }}>
        {mini ? (
          <Tooltip title={t('auth.logout')} placement="right">
            <IconButton
              onClick={onLogout}
              aria-label={t('auth.logout')}
              sx={{ alignSelf: 'center' }}
              data-testid="nav-logout"
            >
              <LogoutIcon />
            </IconButton>
          </Tooltip>
        ) : (
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<LogoutIcon />}
            onClick={onLogout}
            data-testid="nav-logout"
          >
            {t('auth.logout')}
          </Button>
        )}
        <Typography
          variant="caption"
          sx={{ color: 'text.secondary', textAlign: 'center' }}
          data-testid="version-label"
        >
          {version}
        </Typography>
      </Stack>
    </Stack>
  );
}

/**
 * The dashboard sidebar: 280 px, collapsed to 102 px by a click; while collapsed, hovering
 * expands it over the content; below the lg breakpoint it is a drawer that is always fully expanded.
 */
export function Sidebar({
  isDesktop,
  collapsed,
  onToggleCollapse,
  mobileOpen,
  onCloseMobile,
  onLogout,
}: Props) {
  const [hovered, setHovered] = useState(false);

  if (!isDesktop) {
    return (
      <Drawer
        open={mobileOpen}
        onClose={onCloseMobile}
        slotProps={{ paper: { sx: { width: LAYOUT.navWidth } } }}
      >
        <SidebarContent mini={false} onLogout={onLogout} />
      </Drawer>
    );
  }

  const mini = collapsed && !hovered;
  return (
    <Box
      component="aside"
      onMouseEnter={() => collapsed && setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      data-testid="sidebar"
      data-collapsed={collapsed}
      sx={(theme) => ({
        position: 'fixed',
        top: 0,
        left: 0,
        bottom: 0,
        zIndex: theme.zIndex.appBar + 1,
        width: mini ? LAYOUT.navCollapsedWidth : LAYOUT.navWidth,
        bgcolor: 'background.default',
        borderRight: `1px dashed ${theme.palette.divider}`,
        boxShadow: collapsed && hovered ? theme.shadows[12] : 'none',
        transition: theme.transitions.create(['width', 'box-shadow'], {
          duration: theme.transitions.duration.shorter,
        }),
      })}
    >
      <SidebarContent mini={mini} collapsed={collapsed} onLogout={onLogout} onToggle={onToggleCollapse} />
    </Box>
  );
}
