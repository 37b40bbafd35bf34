/** The theme's breakpoints; MUI's media queries over them stand for the device types. */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1920 } as const;

/** Layout sizes in px: the sidebar (open, collapsed), the header, the scroll offset. */
export const LAYOUT = {
  navWidth: 280,
  navCollapsedWidth: 102,
  headerDesktop: 88,
  headerMobile: 64,
  scrollOffset: 100,
} as const;
