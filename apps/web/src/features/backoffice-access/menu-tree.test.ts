import type { MenuNode } from '@bitdata/contracts/backoffice/access';
import { describe, expect, it } from 'vitest';
import { buildTree, moveAmongSiblings, nextOrder, writeOf } from './menu-tree';

const node = (id: string, parentId: string | null, order: number): MenuNode => ({
  id,
  kind: parentId ? 'item' : 'section',
  parentId,
  title: { en: id, vi: id },
  path: '',
  icon: '',
  service: '',
  urlDynamic: false,
  document: null,
  order,
  roles: [],
  groups: [],
});

describe('menu tree', () => {
  it('nests items under their section in saved order', () => {
    const tree = buildTree([node('b', null, 2), node('a', null, 1), node('a2', 'a', 5), node('a1', 'a', 0)]);
    expect(tree.map((t) => t.node.id)).toEqual(['a', 'b']);
    expect(tree[0]?.children.map((c) => c.node.id)).toEqual(['a1', 'a2']);
  });

  it('shows a node whose parent is gone at the top rather than losing it', () => {
    expect(buildTree([node('x', 'missing', 0)]).map((t) => t.node.id)).toEqual(['x']);
  });

  it('moves a node up and renumbers only the siblings whose order changed', () => {
    const siblings = [node('a', null, 0), node('b', null, 1), node('c', null, 2)];
    expect(moveAmongSiblings(siblings, 'c', -1).map((n) => [n.id, n.order])).toEqual([
      ['c', 1],
      ['b', 2],
    ]);
  });

  it('does not move the first node up or the last one down', () => {
    const siblings = [node('a', null, 0), node('b', null, 1)];
    expect(moveAmongSiblings(siblings, 'a', -1)).toEqual([]);
    expect(moveAmongSiblings(siblings, 'b', 1)).toEqual([]);
  });

  it('renumbers siblings whose stored orders repeat', () => {
    const siblings = [node('a', null, 3), node('b', null, 3)];
    expect(moveAmongSiblings(siblings, 'b', -1).map((n) => [n.id, n.order])).toEqual([
      ['b', 0],
      ['a', 1],
    ]);
  });

  it('places a new node after the last sibling, and writes a node back without its id', () => {
    expect(nextOrder([node('a', null, 4), node('b', null, 1)])).toBe(5);
    expect(nextOrder([])).toBe(0);
    expect(writeOf(node('a', null, 0))).not.toHaveProperty('id');
  });
});
