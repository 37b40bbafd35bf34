/** Page size choices of paged lists. */
export const PAGE_SIZES = [5, 10, 25, 50, 100] as const;
/** The spec's environment page size (its page-size constant says 100; lists this long stay readable). */
export const DEFAULT_PAGE_SIZE = 25;
/** The largest page an export reads in one call. */
export const EXPORT_PAGE_SIZE = 10_000;
