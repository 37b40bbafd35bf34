/** Breakpoints of spec section 9 (the theme's; MUI's media queries stand for its device types). */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1920 } as const;

/** Layout sizes of spec section 9. */
export const LAYOUT = {
  navWidth: 280,
  navCollapsedWidth: 102,
  headerDesktop: 88,
  headerMobile: 64,
  scrollOffset: 100,
} as const;
