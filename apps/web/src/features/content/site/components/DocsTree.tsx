import type { ContentListItem } from '@bitdata/contracts/content';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../../app/paths';
import { pickText, useContentLanguage } from '../localize';
import type { TreeNode } from '../tree';

/** The documentation's sections as links, indented by depth; the page being read is marked. */
export function DocsTree({
  nodes,
  current,
  label,
  onNavigate,
}: {
  nodes: TreeNode<ContentListItem>[];
  current: string | undefined;
  label: string;
  onNavigate?: () => void;
}) {
  const lang = useContentLanguage();
  const rows = (list: TreeNode<ContentListItem>[]): React.ReactNode[] =>
    list.flatMap((node) => [
      <ListItemButton
        key={node.item.code}
        component={RouterLink}
        to={PATHS.documentationPage(node.item.code)}
        selected={node.item.code === current}
        aria-current={node.item.code === current ? 'page' : undefined}
        onClick={onNavigate}
        sx={{ pl: 1.5 + node.depth * 2, borderRadius: 1, py: 0.5 }}
        data-testid={`docs-tree-${node.item.code}`}
      >
        <ListItemText
          primary={pickText(node.item.title, lang)}
          slotProps={{ primary: { variant: 'body2', sx: { fontWeight: node.depth === 0 ? 600 : 400 } } }}
        />
      </ListItemButton>,
      ...rows(node.children),
    ]);
  return (
    <List component="nav" aria-label={label} dense disablePadding data-testid="docs-tree">
      {rows(nodes)}
    </List>
  );
}
