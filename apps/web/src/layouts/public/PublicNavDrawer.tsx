import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { PUBLIC_NAV } from '../../app/links';
import { Logo } from '../../components/Logo';

type PublicNavItem = (typeof PUBLIC_NAV)[number];

/** The public menu on a phone, drawn from the side when its button is pressed. */
export function PublicNavDrawer({
  items,
  open,
  onClose,
}: {
  items: readonly PublicNavItem[];
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 280 } } }}>
      <Box sx={{ p: 2.5 }}>
        <Logo />
      </Box>
      <List component="nav" aria-label={t('nav.main')}>
        {items.map((item) => (
          <ListItemButton
            key={item.to}
            component={NavLink}
            to={item.to}
            end
            onClick={onClose}
            sx={{
              mx: 1,
              borderRadius: 1,
              '&.active': { color: 'primary.main', bgcolor: 'action.selected' },
            }}
          >
            <ListItemText primary={t(item.key)} />
          </ListItemButton>
        ))}
      </List>
    </Drawer>
  );
}
