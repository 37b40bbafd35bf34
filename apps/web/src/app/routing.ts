import type { RouteObject } from 'react-router';

/** `handle.title` of a route is an i18n key: RouteTracker turns it into the page title and the page view. */
export interface RouteHandle {
  title: string;
  /** The page only says its feature is coming: menus and buttons do not link to it. */
  placeholder?: boolean;
}

export const titled = (title: string): { handle: RouteHandle } => ({ handle: { title } });

/**
 * A feature's routes (its lazy pages, paths and titles), by the part of the app's frame they sit in:
 * the router puts every feature's routes of one area under that area's layout.
 */
export interface FeatureRoutes {
  /** The public site, with its header, menu and footer; absolute paths. */
  public?: RouteObject[];
  /** Public to a visitor, inside the dashboard for a signed-in member; absolute paths. */
  session?: RouteObject[];
  /** Pages without header or menu: coming soon, maintenance, the error pages; absolute paths. */
  simple?: RouteObject[];
  /** The sign-in screens; absolute paths. */
  auth?: RouteObject[];
  /** Directly under the root, without a layout (redirects); absolute paths. */
  bare?: RouteObject[];
  /** The signed-in dashboard; paths relative to {service}. */
  dashboard?: RouteObject[];
}

export type RouteArea = keyof FeatureRoutes;
