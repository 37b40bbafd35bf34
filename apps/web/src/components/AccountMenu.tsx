import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '../app/paths';
import { useAuth } from '../features/auth';

export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** The signed-in user's menu: dashboard, account and logout (logout goes to the login route). */
export function AccountMenu() {
  const { t } = useTranslation();
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!user) return null;
  const name = user.displayName || user.name || user.username;

  const go = (to: string) => {
    setAnchor(null);
    navigate(to);
  };
  const signOut = async () => {
    setAnchor(null);
    await logout();
    navigate(PATHS.auth.login, { replace: true });
  };

  return (
    <>
      <IconButton
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={t('account.menu')}
        data-testid="account-menu"
        sx={{ p: 0.5 }}
      >
        <Avatar
          src={user.photoURL ?? undefined}
          alt={name}
          sx={{ width: 36, height: 36, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: 15 }}
        >
          {initialsOf(name)}
        </Avatar>
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { minWidth: 220 } } }}
      >
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography variant="subtitle2" noWrap>
            {name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
            {user.username}
          </Typography>
        </Box>
        <Divider />
        <MenuItem onClick={() => go(PATHS.dashboard.root)}>
          <ListItemIcon>
            <DashboardIcon fontSize="small" />
          </ListItemIcon>
          {t('nav.dashboard')}
        </MenuItem>
        <MenuItem onClick={() => go(PATHS.dashboard.account)}>
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          {t('nav.account')}
        </MenuItem>
        <Divider />
        <MenuItem onClick={() => void signOut()} sx={{ color: 'error.main' }} data-testid="logout">
          <ListItemIcon sx={{ color: 'inherit' }}>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('auth.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
