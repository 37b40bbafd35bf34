/** Page size choices of spec section 9. */
export const PAGE_SIZES = [5, 10, 25, 50, 100] as const;
