/** Breakpoints and device types of spec section 9. */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1920 } as const;

export type DeviceType = 'mobile' | 'tablet' | 'laptop' | 'desktop';

export function deviceType(width: number): DeviceType {
  if (width < 640) return 'mobile';
  if (width < 1024) return 'tablet';
  if (width < 1200) return 'laptop';
  return 'desktop';
}

/** Layout sizes of spec section 9. */
export const LAYOUT = {
  navWidth: 280,
  navCollapsedWidth: 102,
  headerDesktop: 88,
  headerMobile: 64,
  scrollOffset: 100,
} as const;
