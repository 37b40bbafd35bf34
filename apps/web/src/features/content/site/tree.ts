/** What the documentation tree needs of an item. */
export interface TreeItem {
  code: string;
  parent: string | null;
  order: number;
}

export interface TreeNode<T extends TreeItem> {
  item: T;
  depth: number;
  children: TreeNode<T>[];
}

const bySiblingOrder = (a: TreeItem, b: TreeItem) => a.order - b.order || a.code.localeCompare(b.code);

/**
 * The documentation as its tree: sections under their parent, each level in its order. A page whose
 * parent is not live (a draft section) is shown at the top rather than lost; a parent loop (which the
 * server refuses, but an old row could hold) is cut where it closes.
 */
export function buildTree<T extends TreeItem>(items: readonly T[]): TreeNode<T>[] {
  const codes = new Set(items.map((i) => i.code));
  const childrenOf = new Map<string | null, T[]>();
  for (const item of items) {
    const parent = item.parent && codes.has(item.parent) && item.parent !== item.code ? item.parent : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), item]);
  }
  const placed = new Set<string>();
  const grow = (parent: string | null, depth: number): TreeNode<T>[] =>
    (childrenOf.get(parent) ?? [])
      .sort(bySiblingOrder)
      .filter((item) => !placed.has(item.code) && placed.add(item.code))
      .map((item) => ({ item, depth, children: grow(item.code, depth + 1) }));
  const roots = grow(null, 0);
  // items only reachable through a loop: shown at the top, in their order
  const orphans = items.filter((i) => !placed.has(i.code));
  for (const item of [...orphans].sort(bySiblingOrder)) {
    if (placed.has(item.code)) continue;
    placed.add(item.code);
    roots.push({ item, depth: 0, children: grow(item.code, 1) });
  }
  return roots;
}

/** The tree read from top to bottom: the order of "previous" and "next". */
export function treeOrder<T extends TreeItem>(nodes: readonly TreeNode<T>[]): T[] {
  return nodes.flatMap((node) => [node.item, ...treeOrder(node.children)]);
}

/** The pages before and after `code` in reading order (null at either end, or for an unknown code). */
export function neighbours<T extends TreeItem>(ordered: readonly T[], code: string) {
  const at = ordered.findIndex((i) => i.code === code);
  if (at < 0) return { previous: null, next: null };
  return { previous: ordered[at - 1] ?? null, next: ordered[at + 1] ?? null };
}

/** The codes from the top of the tree down to `code`'s parent: the sections to keep open. */
export function ancestorsOf<T extends TreeItem>(items: readonly T[], code: string): string[] {
  const byCode = new Map(items.map((i) => [i.code, i]));
  const path: string[] = [];
  let parent = byCode.get(code)?.parent ?? null;
  while (parent && byCode.has(parent) && !path.includes(parent)) {
    path.unshift(parent);
    parent = byCode.get(parent)?.parent ?? null;
  }
  return path;
}
