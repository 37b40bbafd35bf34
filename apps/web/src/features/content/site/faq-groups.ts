/** The FAQ's groups, in the order the page shows them; an item belongs to the group of its first tag. */
export const FAQ_GROUPS = [
  'getting-started',
  'filters',
  'statistics',
  'notifications',
  'plans',
  'account',
] as const;
export type FaqGroup = (typeof FAQ_GROUPS)[number] | 'other';

interface FaqItem {
  code: string;
  tags: readonly string[];
  order: number;
}

const isGroup = (tag: string | undefined): tag is (typeof FAQ_GROUPS)[number] =>
  (FAQ_GROUPS as readonly string[]).includes(tag ?? '');

/**
 * The questions by group, groups in their fixed order and questions in their order within it; a
 * question whose first tag names no group is listed last under "other" rather than hidden. Empty
 * groups are left out.
 */
export function groupFaqs<T extends FaqItem>(items: readonly T[]): { group: FaqGroup; items: T[] }[] {
  const groups = new Map<FaqGroup, T[]>();
  for (const item of items) {
    const first = item.tags[0];
    const group: FaqGroup = isGroup(first) ? first : 'other';
    groups.set(group, [...(groups.get(group) ?? []), item]);
  }
  return [...FAQ_GROUPS, 'other' as const]
    .filter((group) => groups.has(group))
    .map((group) => ({
      group,
      items: [...(groups.get(group) ?? [])].sort((a, b) => a.order - b.order || a.code.localeCompare(b.code)),
    }));
}

/** Policy sections: privacy, then terms, then any other, each level by its order. */
const POLICY_FIRST = ['privacy', 'terms'];
export function policyOrder<T extends { code: string; order: number }>(items: readonly T[]): T[] {
  const rank = (code: string) => {
    const at = POLICY_FIRST.indexOf(code);
    return at < 0 ? POLICY_FIRST.length : at;
  };
  return [...items].sort(
    (a, b) => a.order - b.order || rank(a.code) - rank(b.code) || a.code.localeCompare(b.code),
  );
}
