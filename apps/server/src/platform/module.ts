import type { Kysely, Migration } from 'kysely';
import type { AppDeps } from './app-deps';
import type { Database } from './db/schema';
import type { AppInstance } from './http/app-instance';

/** A plugin registering routes under the API prefix. */
export type RoutePlugin = (app: AppInstance, deps: AppDeps) => Promise<void>;

/** What a page of the web app is asked with: its path's parameters and the query, as sent. */
export interface PageRequest {
  params: Record<string, string>;
  query: Record<string, string | undefined>;
}

/**
 * What search engines and shared links read in a page's <head> before any script runs. Every value
 * is plain text: the platform escapes it (web-index.ts). URLs are absolute.
 */
export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  /** One per language, plus `x-default`. */
  alternates: Array<{ hreflang: string; href: string }>;
  /** Open Graph type. */
  type: 'website' | 'article';
  image: string;
  /** Open Graph locale, e.g. `en_US`. */
  locale: string;
  /** The page's language (the <html lang> attribute). */
  lang: string;
  siteName: string;
}

/** A page's answer: its head, or a status without one (a hidden or unknown item: 404). */
export type PageAnswer = { status: 200; head: PageHead } | { status: 404 };

/**
 * A route of the web app the server answers with index.html carrying the page's head (`path` in the
 * router's syntax, `/new/:code`), so a page is described without running JavaScript.
 */
export interface PageRoute {
  path: string;
  render(deps: AppDeps, request: PageRequest): Promise<PageAnswer>;
}

/**
 * What a module brings to the application, exported by its `index.ts` and listed once in
 * `bootstrap/modules.ts`: the bootstrap is the only code that reads these registrations.
 */
export interface ModuleManifest {
  /** The module's folder under modules/. */
  name: string;
  /**
   * Migrations of the tables it owns, by name (`modules/<name>/migrations/`). The bootstrap runs them
   * with the platform's and every other module's as one sequence ordered by name.
   */
  migrations?: Record<string, Migration>;
  /** Rows the module needs in any database (reference data, defaults), written idempotently after migrating. */
  seed?: (db: Kysely<Database>, now: number) => Promise<void>;
  /** Its job handlers and schedules, registered once deps exist (`jobs.start()` refuses missing ones). */
  jobs?: Array<(deps: AppDeps) => void>;
  /** Its route plugins, in order. */
  routes?: RoutePlugin[];
  /** Pages of the web app whose HTML it describes (see PageRoute). */
  pages?: PageRoute[];
  /**
   * Route plugins registered at the site's root, outside the API prefix and its transport protocol:
   * files crawlers look for at fixed addresses (sitemap, robots.txt, feeds).
   */
  siteRoutes?: RoutePlugin[];
}
