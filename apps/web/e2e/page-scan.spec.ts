import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { PASSWORD, uniqueEmail, verifiedAccount } from './helpers';
import { ADMIN } from './playwright.config';
import { SCAN_ROUTES } from './scan-routes';
import { clientOf } from './session-client';

/**
 * Every route, in both languages, for a guest, a member and an administrator, shows no
 * raw template text, no undefined/NaN/Invalid Date, no untranslated key, and links to no page that
 * is only a placeholder or not found.
 */

const en = JSON.parse(readFileSync(path.join(import.meta.dirname, '../src/i18n/en.json'), 'utf8'));
/** The key families of en.json: "market.detail.title" shown as text is a key that was not translated. */
const NAMESPACES = new Set(Object.keys(en));
// not inside an address, a path or an e-mail ("market.1795472976713.42@example.test" holds no key); a
// sentence's full stop after a key still ends it
const KEY_LIKE = /(?<![\w@./-])([a-z][A-Za-z0-9]*)(?:\.[A-Za-z0-9_]+)+(?![\w@/-]|\.\w)/g;
const RAW = ['{{', 'undefined', 'NaN', 'Invalid Date'];

const LANGUAGES = ['en', 'vi'] as const;
type Language = (typeof LANGUAGES)[number];
type Persona = 'guest' | 'member' | 'administrator';

/** The not-found pages (no page only says its feature is coming any more). */
const DEAD_END = '[data-testid="page-404"]';

/** One member per language: signed in, the screens follow the profile's language, not the browser's. */
const memberEmails = { en: '', vi: '' };

// the three personas are independent: each may run on its own worker (each worker signs up its member)
test.describe.configure({ mode: 'parallel' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await browser.newPage();
  memberEmails.en = await verifiedAccount(page, 'scan');
  memberEmails.vi = await verifiedAccount(page, 'scan-vi', 'vi');
  await page.close();
});

/**
 * An administrator reading `language`: made by the first administrator (whose own profile language other
 * specs rely on), with that profile language.
 */
async function administratorIn(browser: Browser, language: Language, baseURL: string): Promise<string> {
  const page = await browser.newPage();
  await page.goto('/core/auth/login');
  await signIn(page, ADMIN.email, ADMIN.password);
  const email = uniqueEmail(`scan-admin-${language}`);
  const made = await (await clientOf(page, baseURL)).request('POST', '/admin/users', {
    body: { username: email, name: 'Scan Administrator', role: 'administrator', password: PASSWORD },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  await page.close();
  const own = await browser.newPage();
  await own.goto('/core/auth/login');
  await signIn(own, email, PASSWORD);
  const saved = await (await clientOf(own, baseURL)).request('PUT', '/auth/profile', { body: { language } });
  // NO_CHANGES: the account already reads that language
  const unchanged = (saved.body as { error?: { code?: string } }).error?.code === 'NO_CHANGES';
  expect(saved.status === 200 || unchanged, JSON.stringify(saved.body)).toBe(true);
  await own.close();
  return email;
}

async function signIn(page: Page, email: string, password: string) {
  await page.locator('input[name="username"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('dashboard-welcome')).toBeVisible({ timeout: 60_000 });
}

async function contextFor(
  browser: Browser,
  persona: Persona,
  language: Language,
  baseURL: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } });
  await context.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
  if (persona === 'guest') return context;
  const email =
    persona === 'member' ? memberEmails[language] : await administratorIn(browser, language, baseURL);
  const page = await context.newPage();
  await page.goto('/core/auth/login');
  await signIn(page, email, PASSWORD);
  // signed in, the screens follow the profile's language
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await page.close();
  return context;
}

/**
 * Waits for the screen to settle: something rendered, no skeleton or spinner left. Not "network
 * idle": market screens poll and stream, so the network never goes quiet.
 */
async function settle(page: Page) {
  await page
    .waitForFunction(
      () => {
        const root = document.getElementById('root');
        const busy = document.querySelector(
          '.MuiSkeleton-root, [role="progressbar"], [data-testid="loading-screen"]',
        );
        return Boolean(root?.textContent?.trim()) && !busy;
      },
      null,
      { timeout: 6_000 },
    )
    .catch(() => undefined);
  await page.waitForTimeout(200);
}

/**
 * Opens an address the way a reader moves inside the app: the first one loads the page, the next ones go
 * through the router (history push with a fresh location key, then popstate), so each screen is not paid
 * for with a reload of the whole app (bundle, language, session, socket): that made the scan the suite's
 * longest part. The app marks the committed location's key on <html> (RouteTracker): when it changes,
 * the new route (or the one it redirected to) has rendered.
 */
let navigations = 0;
async function open(page: Page, address: string) {
  if (!page.url().startsWith('http')) {
    await page.goto(address);
    return;
  }
  navigations += 1;
  const before = await page.evaluate(
    ({ to, key }) => {
      const previous = document.documentElement.dataset.location ?? '';
      window.history.pushState({ usr: null, key, idx: 0 }, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
      return previous;
    },
    { to: address, key: `scan-${navigations}` },
  );
  await page
    .waitForFunction((previous) => (document.documentElement.dataset.location ?? '') !== previous, before, {
      timeout: 20_000,
    })
    .catch(() => page.goto(address));
}

function problemsIn(text: string): string[] {
  const found: string[] = [];
  for (const raw of RAW) {
    const at = text.indexOf(raw);
    if (at >= 0) found.push(`"${raw}" in "…${text.slice(Math.max(0, at - 40), at + 40)}…"`);
  }
  for (const match of text.matchAll(KEY_LIKE)) {
    if (NAMESPACES.has(match[1] ?? '')) found.push(`untranslated key ${match[0]}`);
  }
  return found;
}

/** Internal addresses the page links to, grouped by shape so one chart link stands for all charts. */
async function internalLinks(page: Page): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  return hrefs
    .filter((href) => href.startsWith(origin))
    .map((href) => {
      const url = new URL(href);
      return url.pathname + url.search;
    });
}

const shapeOf = (address: string) =>
  address.split('?')[0]?.replace(/^\/core\/detail\/[^/]+\/[^/]+$/, '/core/detail/:document/:symbol') ??
  address;

for (const persona of ['guest', 'member', 'administrator'] as const) {
  // one test per persona and language, spread over both workers: the administrator's ~110 addresses in
  // both languages took over 16 minutes on the CI machine while the PostgreSQL suite ran
  for (const language of LANGUAGES) {
    test(`page scan as ${persona} in ${language}`, async ({ browser, baseURL }) => {
      test.setTimeout(960_000);
      const problems: string[] = [];
      const context = await contextFor(browser, persona, language, baseURL as string);
      const page = await context.newPage();
      const links = new Map<string, string>();
      const visited = new Set<string>();
      const deadEnds = new Set<string>();

      const scan = async (address: string) => {
        const started = Date.now();
        await open(page, address);
        await settle(page);
        // the scan's cost is its slowest screens: name them, so a screen that never settles is seen
        const took = Date.now() - started;
        if (took > 2_500) console.log(`${persona} ${language} ${address}: settled in ${took} ms`);
        visited.add(shapeOf(address));
        if ((await page.locator(DEAD_END).count()) > 0) deadEnds.add(shapeOf(address));
        // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText is the rendered text (hidden nodes left out): what a reader sees
        let text = await page.locator('body').innerText();
        // identifiers shown as code (a job's name beneath its title) are names, not untranslated keys
        for (const code of await page.locator('code').allInnerTexts()) text = text.replace(code, '');
        for (const p of problemsIn(text)) {
          problems.push(`${language} ${address}: ${p}`);
          console.log(`${persona} ${language} ${address}: ${p}`);
        }
        for (const link of await internalLinks(page)) {
          if (!links.has(shapeOf(link))) links.set(shapeOf(link), `${link} (on ${address})`);
        }
      };

      for (const address of SCAN_ROUTES) await scan(address);
      // Every linked screen not scanned above is opened once, so a dead end is seen wherever it hides.
      for (const [shape, where] of links) {
        if (!visited.has(shape)) await scan(where.split(' ')[0] ?? shape);
      }
      for (const [shape, where] of links) {
        if (deadEnds.has(shape)) problems.push(`${language}: link to a dead end ${where}`);
      }
      await context.close();
      expect(problems).toEqual([]);
    });
  }
}

test('the scan finds a raw key and lets addresses, e-mails and versions pass', () => {
  expect(problemsIn('Open market.detail.title now')).toEqual(['untranslated key market.detail.title']);
  expect(problemsIn('market.1795472976713.42@example.test')).toEqual([]);
  expect(problemsIn('Open market.detail.title.')).toEqual(['untranslated key market.detail.title']);
  expect(problemsIn('admin@example.test v1.1.0 t.me {{symbol}}')).toEqual([
    '"{{" in "…admin@example.test v1.1.0 t.me {{symbol}}…"',
  ]);
});
