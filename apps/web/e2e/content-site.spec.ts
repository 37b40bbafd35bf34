import { type Page, test } from '@playwright/test';
import { expect } from './backoffice-helpers';

/**
 * On the app as the server seeds it, the documentation, the FAQ, the policy
 * (privacy and terms), the about page and the news are there in English and in Vietnamese, no public
 * page says a part of it is coming, and Documentation is in the top menu and leads to the docs. The
 * seeded words are the operators' to change: the checks are on the pages' structure (titles, bodies
 * with words, groups, anchors) and on the two languages differing, not on sentences.
 */

type Lang = 'en' | 'vi';
const LANGS: Lang[] = ['en', 'vi'];
const FAQ_GROUPS = ['getting-started', 'filters', 'statistics', 'notifications', 'plans', 'account'];
const FAQ_GROUP_NAMES = {
  en: ['Getting started', 'Filters', 'Statistics', 'Notifications', 'Plans and payment', 'Account'],
  vi: ['Bắt đầu', 'Bộ lọc', 'Thống kê', 'Thông báo', 'Gói dịch vụ và thanh toán', 'Tài khoản'],
};
/** "Coming" in the words the site would use for it, in both languages. */
const COMING = /\bcoming\b|sắp ra mắt|sắp có/i;

/** The visitor reads `lang`: the switcher's choice, remembered in the browser. */
async function reading(page: Page, lang: Lang) {
  await page.addInitScript((l) => window.localStorage.setItem('i18nextLng', l), lang);
}

const textOf = async (page: Page, testId: string) =>
  ((await page.getByTestId(testId).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();

for (const lang of LANGS) {
  test.describe(`the seeded public content (${lang})`, () => {
    test.beforeEach(async ({ page }) => reading(page, lang));

    test('the documentation opens on getting started, with its tree, contents and next page', async ({
      page,
    }) => {
      await page.goto('/documentation/getting-started');
      const title = page.getByTestId('content-title');
      await expect(title).not.toBeEmpty();
      const body = await textOf(page, 'content-body');
      expect(body.length).toBeGreaterThan(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      // the tree, with this page marked, at least eight pages of it
      const tree = page.getByTestId('docs-tree').first();
      await expect(tree.locator('[aria-current="page"]')).toHaveCount(1);
      expect(await tree.locator('a').count()).toBeGreaterThanOrEqual(8);
      // the headings are anchors the table of contents links to
      const toc = page.getByTestId('docs-toc').locator('a');
      if ((await toc.count()) > 0) {
        const href = (await toc.first().getAttribute('href')) ?? '';
        expect(href).toMatch(/^#.+/);
        await expect(page.locator(`[id="${href.slice(1)}"]`)).toHaveCount(1);
      }
      const firstTitle = (await title.textContent()) ?? '';
      // the next page in the tree opens
      const next = page.getByTestId('docs-next');
      await expect(next).toBeVisible();
      await next.click();
      await expect(page).not.toHaveURL(/getting-started$/);
      await expect(page.getByTestId('content-title')).not.toBeEmpty();
      await expect(page.getByTestId('docs-previous')).toBeVisible();
      // /documentation alone shows the first page
      await page.goto('/documentation');
      await expect(page.getByTestId('content-title')).toHaveText(firstTitle);
    });

    test('the FAQ has its six groups, named in the language, each question its own anchor', async ({
      page,
    }) => {
      await page.goto('/faqs');
      for (const [i, group] of FAQ_GROUPS.entries()) {
        const section = page.getByTestId(`faq-group-${group}`);
        await expect(section).toBeVisible();
        await expect(section.locator('h2')).toHaveText(FAQ_GROUP_NAMES[lang][i] ?? '');
      }
      const questions = page.locator('[data-testid^="faq-group-"] .MuiAccordion-root');
      expect(await questions.count()).toBeGreaterThanOrEqual(12);
      const first = questions.first();
      const code = (await first.getAttribute('id')) ?? '';
      expect(code).not.toBe('');
      await first.locator('.MuiAccordionSummary-root').click();
      const answer = page.getByTestId(`faq-${code}-answer`);
      await expect(answer).toBeVisible();
      expect(((await answer.textContent()) ?? '').trim().length).toBeGreaterThan(20);
      // the question's address opens it
      const last = questions.last();
      const lastCode = (await last.getAttribute('id')) ?? '';
      await page.goto(`/faqs#${lastCode}`);
      await expect(page.getByTestId(`faq-${lastCode}-answer`)).toBeVisible();
    });

    test('the policy holds the privacy policy then the terms, each at its anchor', async ({ page }) => {
      await page.goto('/policy');
      const privacy = page.getByTestId('policy-privacy');
      const terms = page.getByTestId('policy-terms');
      await expect(privacy.locator('h2#privacy')).not.toBeEmpty();
      await expect(terms.locator('h2#terms')).not.toBeEmpty();
      const order = await page
        .locator('[data-testid^="policy-"] h2')
        .evaluateAll((hs) => hs.map((h) => h.id).filter((id) => id === 'privacy' || id === 'terms'));
      expect(order).toEqual(['privacy', 'terms']);
      expect(((await privacy.getByTestId('content-body').textContent()) ?? '').length).toBeGreaterThan(300);
      expect(((await terms.getByTestId('content-body').textContent()) ?? '').length).toBeGreaterThan(300);
    });

    test('the about page has its words', async ({ page }) => {
      await page.goto('/about');
      const body = page.getByTestId('about-article').getByTestId('content-body');
      await expect(body).toBeVisible();
      expect(((await body.textContent()) ?? '').length).toBeGreaterThan(100);
    });

    test('the news lists three posts at least, newest first, each opening with its date and body', async ({
      page,
    }) => {
      await page.goto('/news');
      const cards = page.getByTestId('news-card');
      await expect(cards.first()).toBeVisible();
      expect(await cards.count()).toBeGreaterThanOrEqual(3);
      const dates = await page
        .locator('[data-testid="news-card"] time')
        .evaluateAll((ts) => ts.map((t) => Date.parse(t.getAttribute('datetime') ?? '')));
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);
      const firstTitle = ((await cards.first().locator('h2').textContent()) ?? '').trim();
      await cards.first().click();
      await expect(page).toHaveURL(/\/new\/[a-z0-9-]+$/);
      await expect(page.getByTestId('content-title')).toHaveText(firstTitle);
      await expect(page.getByTestId('news-date')).not.toBeEmpty();
      // (other specs may publish short posts meanwhile: words, not a length, are asked of the newest)
      expect((await textOf(page, 'content-body')).length).toBeGreaterThan(0);
      await expect(page.getByTestId('share-links')).toBeVisible();
      await expect(page.getByTestId('news-previous')).toBeVisible();
      // the landing lists the three newest and leads to the news and the docs
      await page.goto('/');
      const landing = page.getByTestId('landing-news-item');
      await expect(landing).toHaveCount(3);
      for (const item of await landing.all()) {
        await expect(item.locator('time')).not.toBeEmpty();
        await expect(item.locator('h3')).not.toBeEmpty();
        await expect(item).toHaveAttribute('href', /^\/new\/[a-z0-9-]+$/);
      }
      await expect(page.getByTestId('landing-docs')).toHaveAttribute('href', '/documentation');
    });

    test('no public page says a part of the site is coming', async ({ page }) => {
      const newsPath = await (async () => {
        await page.goto('/news');
        return (await page.getByTestId('news-card').first().locator('a').getAttribute('href')) ?? '/news';
      })();
      for (const path of [
        '/',
        '/news',
        newsPath,
        '/documentation',
        '/documentation/getting-started',
        '/faqs',
        '/policy',
        '/about',
        '/about-us',
        '/contact',
        '/pricing',
      ]) {
        await page.goto(path);
        await expect(page.locator('main')).not.toBeEmpty();
        // the page's data has arrived: no skeleton left
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        const text = (await page.locator('body').textContent()) ?? '';
        expect(text, path).not.toMatch(COMING);
      }
      // nothing links to the "coming" pages any more
      await page.goto('/');
      await expect(page.locator('[data-testid^="upcoming-"]')).toHaveCount(0);
    });

    test('Documentation is in the top menu and leads to the docs', async ({ page }) => {
      await page.goto('/');
      const link = page.locator('header nav a[href="/documentation"]');
      await expect(link).toBeVisible();
      await expect(link).toHaveText(lang === 'en' ? 'Documentation' : /Tài liệu/);
      await link.click();
      await expect(page).toHaveURL(/\/documentation$/);
      await expect(page.getByTestId('content-title')).not.toBeEmpty();
      await expect(page.getByTestId('docs-tree').first()).toBeAttached();
    });
  });
}

/** The words a page shows for `selectors`, read after `?lang=` switched the language on arrival. */
async function wordsIn(page: Page, path: string, lang: Lang, selectors: string[]) {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  const words: string[] = [];
  for (const selector of selectors) {
    const el = page.locator(selector).first();
    await expect(el).not.toBeEmpty();
    words.push(((await el.textContent()) ?? '').replace(/\s+/g, ' ').trim());
  }
  return words;
}

test('each page is written twice: ?lang= in its address shows the English or the Vietnamese text', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pages: Array<[string, string[]]> = [
    ['/documentation/getting-started', ['[data-testid="content-title"]', '[data-testid="content-body"]']],
    [
      '/faqs',
      [
        '[data-testid^="faq-group-"] .MuiAccordionSummary-root',
        '[data-testid^="faq-group-"] .MuiAccordionDetails-root',
      ],
    ],
    ['/policy', ['h2#privacy', '[data-testid="policy-privacy"] [data-testid="content-body"]', 'h2#terms']],
    ['/about', ['[data-testid="content-body"]', 'h1']],
    ['/news', ['[data-testid="news-card"] h2']],
  ];
  for (const [path, selectors] of pages) {
    const en = await wordsIn(page, path, 'en', selectors);
    const vi = await wordsIn(page, path, 'vi', selectors);
    for (const [i, selector] of selectors.entries()) {
      expect(en[i], `${path} ${selector} in English`).not.toBe('');
      expect(vi[i], `${path} ${selector} in Vietnamese`).not.toBe(en[i]);
    }
  }
  // the language asked for stays chosen for the next pages
  await page.goto('/documentation/getting-started');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await context.close();
});

test('a hidden or unknown item shows the not-found view', async ({ page }) => {
  for (const path of ['/new/no-such-news-post', '/documentation/no-such-page']) {
    await page.goto(path);
    await expect(page.getByTestId('page-404')).toBeVisible();
  }
});

test('at 390 px the documentation tree is a drawer', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/documentation/getting-started');
  await expect(page.getByTestId('content-title')).not.toBeEmpty();
  const open = page.getByTestId('docs-open-tree');
  await expect(open).toBeVisible();
  await open.click();
  const drawer = page.locator('.MuiDrawer-paper').getByTestId('docs-tree');
  await expect(drawer).toBeVisible();
  await drawer.locator('a').nth(1).click();
  await expect(page).not.toHaveURL(/getting-started$/);
  // nothing wider than the screen
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await context.close();
});

/** The pages whose look is the content's: highlighted code, tables, callouts; in both themes. */
const READ_PAGES = [
  { path: '/documentation/webhooks', ready: 'content-body' },
  { path: '/documentation/filter-fields', ready: 'content-body' },
  { path: '/news', ready: 'news-card' },
  { path: '/faqs', ready: 'faq-group-getting-started' },
  { path: '/policy', ready: 'policy-privacy' },
  { path: '/about', ready: 'about-article' },
];

for (const mode of ['light', 'dark'] as const) {
  test(`the content pages read well in the ${mode} theme (no serious accessibility violation)`, async ({
    page,
  }) => {
    const { default: AxeBuilder } = await import('@axe-core/playwright');
    await page.addInitScript((m) => localStorage.setItem('themeMode', m), mode);
    for (const p of READ_PAGES) {
      await page.goto(p.path);
      await expect(page.getByTestId(p.ready).first()).toBeVisible();
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(
        serious.map((v) => ({
          page: p.path,
          id: v.id,
          nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`),
        })),
      ).toEqual([]);
    }
  });
}
