import type { SeedItem } from '../seed-item';

/** The groups of the FAQ page, in the order it shows them; an item's first tag is its group. */
export type FaqGroup = 'getting-started' | 'filters' | 'statistics' | 'notifications' | 'plans' | 'account';

export interface Answer {
  /** the question */
  q: string;
  /** the answer in one line (the page's meta description) */
  s: string;
  /** the answer, HTML */
  a: string;
}

export const faq = (group: FaqGroup, order: number, code: string, en: Answer, vi: Answer): SeedItem => ({
  kind: 'faq',
  code,
  title: { en: en.q, vi: vi.q },
  summary: { en: en.s, vi: vi.s },
  body: { en: en.a, vi: vi.a },
  status: 'published',
  publishAt: null,
  tags: [group],
  order,
});
