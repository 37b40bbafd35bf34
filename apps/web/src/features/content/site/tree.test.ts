import { describe, expect, it } from 'vitest';
import { ancestorsOf, buildTree, neighbours, treeOrder } from './tree';

const page = (code: string, parent: string | null, order: number) => ({ code, parent, order });

describe('the documentation tree', () => {
  const items = [
    page('filters-examples', 'filters', 2),
    page('api', null, 9),
    page('filters', null, 2),
    page('getting-started', null, 1),
    page('filters-fields', 'filters', 1),
    page('markets', 'getting-started', 0),
  ];

  it('reads sections under their parent, each level in its order', () => {
    expect(treeOrder(buildTree(items)).map((i) => i.code)).toEqual([
      'getting-started',
      'markets',
      'filters',
      'filters-fields',
      'filters-examples',
      'api',
    ]);
    const tree = buildTree(items);
    expect(tree.map((n) => n.item.code)).toEqual(['getting-started', 'filters', 'api']);
    expect(tree[1]?.children.map((n) => [n.item.code, n.depth])).toEqual([
      ['filters-fields', 1],
      ['filters-examples', 1],
    ]);
  });

  it('gives the previous and next page in reading order, none past either end', () => {
    const ordered = treeOrder(buildTree(items));
    expect(neighbours(ordered, 'filters')).toEqual({
      previous: page('markets', 'getting-started', 0),
      next: page('filters-fields', 'filters', 1),
    });
    expect(neighbours(ordered, 'getting-started').previous).toBeNull();
    expect(neighbours(ordered, 'api').next).toBeNull();
    expect(neighbours(ordered, 'unknown')).toEqual({ previous: null, next: null });
  });

  it('shows a page whose parent is not live at the top, and survives a parent loop', () => {
    const ordered = treeOrder(
      buildTree([
        page('b', 'a', 1),
        page('a', 'b', 0),
        page('lonely', 'draft-section', 5),
        page('top', null, 0),
      ]),
    );
    expect(ordered.map((i) => i.code).sort()).toEqual(['a', 'b', 'lonely', 'top']);
    expect(ordered[0]?.code).toBe('top');
  });

  it('names the sections above a page', () => {
    expect(ancestorsOf(items, 'filters-fields')).toEqual(['filters']);
    expect(ancestorsOf([...items, page('deep', 'filters-fields', 0)], 'deep')).toEqual([
      'filters',
      'filters-fields',
    ]);
    expect(ancestorsOf(items, 'api')).toEqual([]);
  });
});
