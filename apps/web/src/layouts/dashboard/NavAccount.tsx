import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../app/paths';
import { initialsOf } from '../../components/AccountMenu';
import { useAuth } from '../../features/auth';

/** The user's name and role, linking to the account page. */
export function NavAccount({ mini }: { mini: boolean }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (!user) return null;
  const name = user.displayName || user.name || user.username;
  return (
    <Box
      component={RouterLink}
      to={PATHS.dashboard.account}
      data-testid="nav-account"
      aria-label={mini ? t('dashboard.accountOf', { name }) : undefined}
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: mini ? 'center' : 'flex-start',
        gap: 1.5,
        mx: mini ? 1 : 2.5,
        p: mini ? 1 : 2,
        borderRadius: 1.5,
        bgcolor: 'action.hover',
        color: 'text.primary',
        textDecoration: 'none',
        '&:hover': { bgcolor: 'action.selected' },
      }}
    >
      <Avatar
        src={user.photoURL ?? undefined}
        alt={name}
        sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}
      >
        {initialsOf(name)}
      </Avatar>
      {!mini && (
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2" noWrap>
            {name}
          </Typography>
          <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
            {t(`roles.${user.role}`, { defaultValue: user.role })}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
