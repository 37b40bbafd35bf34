import type { MenuItem, MenuSection } from '@bitdata/contracts/auth';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { useConfig } from '../../app/config/ConfigContext';
import { leadsSomewhere } from '../../app/reachable';
import { menuPath, navIcon, titleKey } from './nav-icons';

/**
 * A menu title: the operator's own in the reader's language when the entry is data (`label`), else
 * the translation of the built-in English title.
 */
function useMenuText() {
  const { t, i18n } = useTranslation();
  return (text: string, label?: { en: string; vi: string }) =>
    (label && (i18n.language.startsWith('vi') ? label.vi : label.en)) ||
    t(`menu.${titleKey(text)}`, { defaultValue: text });
}

function NavItem({ item, mini, depth = 0 }: { item: MenuItem; mini: boolean; depth?: number }) {
  const text = useMenuText();
  const { servicePrefix } = useConfig();
  const { pathname } = useLocation();
  const to = menuPath(item.path, item.service, servicePrefix);
  const hasChildren = Boolean(item.children?.length) && !mini;
  const [open, setOpen] = useState(() => pathname.startsWith(to) && to !== `/${servicePrefix}`);
  const label = text(item.title, item.label);

  // Each entry is a list item (<li>) of its section's <ul>, its sub-menu a nested <ul> inside it:
  // screen readers announce the menu as lists of N items.
  if (mini) {
    return (
      <ListItem disablePadding sx={{ display: 'block' }}>
        <Tooltip title={label} placement="right">
          <ListItemButton
            component={NavLink}
            to={to}
            end
            sx={{
              flexDirection: 'column',
              gap: 0.5,
              py: 1,
              mx: 0.75,
              borderRadius: 1,
              '&.active': { color: 'primary.main', bgcolor: 'action.selected' },
            }}
          >
            <Box sx={{ display: 'flex' }}>{navIcon(item.icon)}</Box>
            <Typography variant="caption" noWrap sx={{ fontSize: 10, fontWeight: 600, maxWidth: '100%' }}>
              {label}
            </Typography>
          </ListItemButton>
        </Tooltip>
      </ListItem>
    );
  }

  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        {...(hasChildren ? { onClick: () => setOpen((v) => !v) } : { component: NavLink, to, end: true })}
        sx={{
          mx: 1.5,
          pl: 1.5 + depth * 2,
          borderRadius: 1,
          minHeight: 44,
          '&.active': { color: 'primary.main', bgcolor: 'action.selected', fontWeight: 700 },
        }}
      >
        <ListItemIcon sx={{ minWidth: 36, color: 'inherit' }}>{navIcon(item.icon)}</ListItemIcon>
        <ListItemText
          primary={label}
          slotProps={{ primary: { variant: 'body2', noWrap: true, sx: { fontWeight: 600 } } }}
        />
        {hasChildren && (open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />)}
      </ListItemButton>
      {hasChildren && (
        <Collapse in={open} unmountOnExit>
          <List disablePadding>
            {item.children?.map((child) => (
              <NavItem key={`${child.path}-${child.title}`} item={child} mini={false} depth={depth + 1} />
            ))}
          </List>
        </Collapse>
      )}
    </ListItem>
  );
}

/**
 * The menus the server grants, less the entries whose screen does not exist yet: an entry appears
 * when its feature arrives, instead of leading to a placeholder.
 */
export function withScreens(sections: MenuSection[], servicePrefix: string): MenuSection[] {
  const keep = (items: MenuItem[]): MenuItem[] =>
    items.flatMap((item) => {
      if (item.children?.length) {
        const children = keep(item.children);
        return children.length ? [{ ...item, children }] : [];
      }
      return leadsSomewhere(menuPath(item.path, item.service, servicePrefix)) ? [item] : [];
    });
  return sections
    .map((section) => ({ ...section, items: keep(section.items) }))
    .filter((section) => section.items.length > 0);
}

/** The sidebar menu, built only from the signed-in user's own menus list. */
export function NavSection({ sections: granted, mini }: { sections: MenuSection[]; mini: boolean }) {
  const text = useMenuText();
  const { t } = useTranslation();
  const { servicePrefix } = useConfig();
  const sections = withScreens(granted, servicePrefix);
  if (!sections.length) {
    return (
      <Typography variant="body2" sx={{ px: 3, py: 2, color: 'text.secondary' }}>
        {t('dashboard.noMenu')}
      </Typography>
    );
  }
  return (
    <Box component="nav" aria-label={t('dashboard.menu')} data-testid="dashboard-nav">
      {sections.map((section) => (
        <List
          key={section.id}
          disablePadding
          sx={{ mb: 1.5 }}
          subheader={
            mini ? undefined : (
              <ListSubheader
                disableSticky
                sx={{
                  bgcolor: 'transparent',
                  typography: 'overline',
                  lineHeight: '36px',
                  px: 3,
                  color: 'text.secondary',
                }}
              >
                {text(section.subheader, section.label)}
              </ListSubheader>
            )
          }
        >
          {section.items.map((item) => (
            <NavItem key={`${item.path}-${item.title}`} item={item} mini={mini} />
          ))}
        </List>
      ))}
    </Box>
  );
}
