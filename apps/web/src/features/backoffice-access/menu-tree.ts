import type { MenuNode, MenuNodeWrite } from '@bitdata/contracts/backoffice/access';

/** A stored menu node with the nodes under it, each level in its saved order. */
export interface MenuBranch {
  node: MenuNode;
  children: MenuBranch[];
}

const byOrder = (a: MenuNode, b: MenuNode) => a.order - b.order || a.title.en.localeCompare(b.title.en);

/** The flat list the API answers, as the tree the sidebar shows: sections at the top. */
export function buildTree(nodes: MenuNode[]): MenuBranch[] {
  const under = new Map<string | null, MenuNode[]>();
  const ids = new Set(nodes.map((n) => n.id));
  for (const n of nodes) {
    // A node whose parent is gone would vanish from the editor: it shows at the top instead.
    const parent = n.parentId && ids.has(n.parentId) ? n.parentId : null;
    under.set(parent, [...(under.get(parent) ?? []), n]);
  }
  const branch = (parent: string | null, seen: Set<string>): MenuBranch[] =>
    (under.get(parent) ?? [])
      .filter((n) => !seen.has(n.id))
      .sort(byOrder)
      .map((node) => ({ node, children: branch(node.id, new Set([...seen, node.id])) }));
  return branch(null, new Set());
}

/** The body that writes a node back as it is (PUT takes every field but the id). */
export const writeOf = ({ id: _id, ...rest }: MenuNode): MenuNodeWrite => rest;

/**
 * Moving a node one place up or down among its siblings: every sibling gets its position as its
 * order (stored orders may repeat or have gaps), and the nodes whose order changed are returned.
 */
export function moveAmongSiblings(siblings: MenuNode[], id: string, step: -1 | 1): MenuNode[] {
  const list = [...siblings].sort(byOrder);
  const from = list.findIndex((n) => n.id === id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= list.length) return [];
  const moved = list[from] as MenuNode;
  list.splice(from, 1);
  list.splice(to, 0, moved);
  return list.flatMap((n, i) => (n.order === i ? [] : [{ ...n, order: i }]));
}

/** The order a new node takes: after its last sibling. */
export const nextOrder = (siblings: MenuNode[]) => siblings.reduce((max, n) => Math.max(max, n.order + 1), 0);
