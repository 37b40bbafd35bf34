import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { navIcon } from '../../../layouts/dashboard/nav-icons';
import type { MenuBranch } from '../menu-tree';
import { localized } from '../names';
import '../texts';

export interface MenuTreeActions {
  onEdit: (branch: MenuBranch) => void;
  onAddChild: (branch: MenuBranch) => void;
  onMove: (branch: MenuBranch, step: -1 | 1) => void;
  onDelete: (branch: MenuBranch) => void;
}

function Action({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton size="small" aria-label={label} onClick={onClick} disabled={disabled}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** The menu as the sidebar will show it, each node with its order, edit, add and delete buttons. */
export function MenuTree({
  branches,
  depth = 0,
  disabled,
  ...actions
}: MenuTreeActions & { branches: MenuBranch[]; depth?: number; disabled: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack
      component="ul"
      spacing={1}
      sx={{ listStyle: 'none', p: 0, m: 0, pl: depth ? { xs: 1.5, sm: 3 } : 0 }}
    >
      {branches.map((branch, i) => {
        const { node } = branch;
        const title = localized(node.title, i18n.language, node.id);
        const section = node.kind === 'section';
        return (
          <Box component="li" key={node.id} data-testid="menu-node" data-title={node.title.en}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              sx={{
                alignItems: { sm: 'center' },
                gap: 1,
                p: 1.25,
                borderRadius: 1,
                border: 1,
                borderColor: 'divider',
                bgcolor: section ? 'action.hover' : 'transparent',
              }}
            >
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexGrow: 1, minWidth: 0 }}>
                {!section && (
                  <Box sx={{ display: 'flex', color: 'text.secondary' }}>{navIcon(node.icon)}</Box>
                )}
                <Box sx={{ minWidth: 0 }}>
                  <Typography
                    variant={section ? 'overline' : 'body2'}
                    sx={{ fontWeight: 600, display: 'block' }}
                    noWrap
                  >
                    {title}
                  </Typography>
                  {!section && (
                    <Typography variant="caption" sx={{ color: 'text.secondary', wordBreak: 'break-all' }}>
                      {node.path || '/'}
                      {node.document ? ` · ${node.document}` : ''}
                    </Typography>
                  )}
                </Box>
                {(node.roles.length > 0 || node.groups.length > 0) && (
                  <Chip
                    size="small"
                    variant="outlined"
                    label={[...node.roles, ...node.groups].join(', ')}
                    sx={{ maxWidth: 200, display: { xs: 'none', md: 'flex' } }}
                  />
                )}
              </Stack>
              <Stack direction="row" sx={{ flexShrink: 0 }}>
                <Action
                  label={t('backofficeAccess:menus.moveUp', { title })}
                  onClick={() => actions.onMove(branch, -1)}
                  disabled={disabled || i === 0}
                >
                  <ArrowUpwardIcon fontSize="small" />
                </Action>
                <Action
                  label={t('backofficeAccess:menus.moveDown', { title })}
                  onClick={() => actions.onMove(branch, 1)}
                  disabled={disabled || i === branches.length - 1}
                >
                  <ArrowDownwardIcon fontSize="small" />
                </Action>
                <Action
                  label={t('backofficeAccess:menus.edit', { title })}
                  onClick={() => actions.onEdit(branch)}
                  disabled={disabled}
                >
                  <EditIcon fontSize="small" />
                </Action>
                <Action
                  label={t('backofficeAccess:menus.addItem', { title })}
                  onClick={() => actions.onAddChild(branch)}
                  disabled={disabled}
                >
                  <AddIcon fontSize="small" />
                </Action>
                <Action
                  label={t('backofficeAccess:menus.delete', { title })}
                  onClick={() => actions.onDelete(branch)}
                  disabled={disabled}
                >
                  <DeleteIcon fontSize="small" />
                </Action>
              </Stack>
            </Stack>
            {branch.children.length > 0 && (
              <Box sx={{ mt: 1 }}>
                <MenuTree branches={branch.children} depth={depth + 1} disabled={disabled} {...actions} />
              </Box>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
