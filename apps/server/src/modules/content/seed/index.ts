import { DOCUMENTATION_SEED } from './documentation';
import { FAQ_SEED } from './faq';
import { NEWS_SEED } from './news';
import { PAGES_SEED } from './pages';
import type { SeedItem } from './seed-item';

/** Everything the public site says on a fresh install, in the order it is written (parents first). */
export const SEED_ITEMS: readonly SeedItem[] = [
  ...DOCUMENTATION_SEED,
  ...FAQ_SEED,
  ...PAGES_SEED,
  ...NEWS_SEED,
];
