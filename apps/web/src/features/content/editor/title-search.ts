import type { ContentItem } from '@bitdata/contracts/content';

/** Lower-case and without accents, so "loc" finds "Lọc" (đ is a letter of its own, not an accent). */
export const folded = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[đĐ]/g, 'd').toLowerCase();

/** Whether an item's title, in either language, holds every word typed in the list's search. */
export function titleMatches(item: Pick<ContentItem, 'title'>, words: string): boolean {
  const wanted = folded(words).split(/\s+/).filter(Boolean);
  const title = folded(`${item.title.en} ${item.title.vi}`);
  return wanted.every((w) => title.includes(w));
}
