import { can, type Grants, type MenuItem, type MenuSection, PERMISSION_LEVEL } from '@bitdata/contracts';
import type { MenuNode } from '../../platform/access-source';

/** Who is looking at the menus: their role, their groups and the grants of both combined. */
export interface MenuViewer {
  role: string;
  groups: readonly string[];
  grants: Grants;
}

const codes = (json: string): string[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
};

/**
 * Menus as data: a node shows when its role and group lists
 * name the viewer's role or one of their groups (both lists empty: every signed-in user), and never
 * where the viewer lacks view on the node's document or holds hidden (6) on it.
 */
export function nodeVisible(node: MenuNode, viewer: MenuViewer): boolean {
  const roles = codes(node.roles);
  const groups = codes(node.groups);
  const listed =
    (roles.length === 0 && groups.length === 0) ||
    roles.includes(viewer.role) ||
    groups.some((g) => viewer.groups.includes(g));
  if (!listed) return false;
  if (node.document === null) return true;
  return (
    can(viewer.grants, node.document, PERMISSION_LEVEL.view) &&
    !can(viewer.grants, node.document, PERMISSION_LEVEL.hidden)
  );
}

/**
 * The user's menus list from the stored nodes: sections in order, each with its visible items and
 * their visible children; a section left without items is left out. Titles stay the English text the
 * web already translates, with both languages in `label`; paths are absolute under the service prefix.
 */
export function buildMenus(
  servicePrefix: string,
  nodes: readonly MenuNode[],
  viewer: MenuViewer,
): MenuSection[] {
  const at = (p: string) => (p ? `/${servicePrefix}/${p.replace(/^\/+/, '')}` : `/${servicePrefix}`);
  const visible = nodes.filter((n) => nodeVisible(n, viewer));
  const childrenOf = (id: string) =>
    visible.filter((n) => n.parent_id === id).sort((a, b) => a.sort_order - b.sort_order);

  // Depth is bounded so that a cycle written by hand into the table cannot recurse forever.
  const item = (node: MenuNode, depth: number): MenuItem => {
    const children = depth < 5 ? childrenOf(node.id).map((c) => item(c, depth + 1)) : [];
    return {
      title: node.title_en,
      label: { en: node.title_en, vi: node.title_vi },
      path: at(node.path),
      icon: node.icon,
      service: node.service || servicePrefix,
      ...(node.url_dynamic ? { urlDynamic: true } : {}),
      ...(node.document ? { document: node.document } : {}),
      ...(children.length > 0 ? { children } : {}),
    };
  };

  return visible
    .filter((n) => n.kind === 'section' && n.parent_id === null)
    .sort((a, b) => a.sort_order - b.sort_order)
    .map((section) => ({
      id: section.id,
      subheader: section.title_en,
      label: { en: section.title_en, vi: section.title_vi },
      items: childrenOf(section.id).map((n) => item(n, 0)),
    }))
    .filter((section) => section.items.length > 0);
}
