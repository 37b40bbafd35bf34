import { createTransportClient, type TransportClient } from '@bitdata/transport/client';
import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import { ADMIN } from './playwright.config';
import { clientOf } from './session-client';

/**
 * An operator writes a news post in English and Vietnamese in the dashboard's
 * editor (a heading, an uploaded image, a bash and a json code block) and schedules it a minute
 * ahead. Until then it is nowhere a visitor or a crawler looks (the news list and its API, the search,
 * the RSS feed, the sitemap, its own address: 404); after the minute it is everywhere, its code
 * highlighted by the server, in Vietnamese for a Vietnamese reader. An edit, then a restore of the
 * first revision, brings the first text back.
 *
 * The visibility checks are soft: one run reports every place that shows too much or too little.
 */

const expect = baseExpect.configure({ timeout: 60_000 });
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
/** One word no other page holds: what the search is asked for. */
const WORD = `zephyrine${run}`;
const CODE = `release-${run}`;
const POST = {
  en: {
    title: `Release notes ${WORD}`,
    summary: `What changed in the ${WORD} release.`,
    heading: 'What is new',
    paragraph: `The ${WORD} release brings faster filters.`,
  },
  vi: {
    title: `Ghi chú phát hành ${WORD}`,
    summary: `Những thay đổi của bản phát hành ${WORD}.`,
    heading: 'Có gì mới',
    paragraph: `Bản phát hành ${WORD} giúp bộ lọc chạy nhanh hơn.`,
  },
} as const;
const EDITED_TITLE = `Edited notes ${WORD}`;
const BASH = `echo "hello ${WORD}"`;
const JSON_CODE = '{"name": "bitdata", "count": 3}';
/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function signIn(page: Page) {
  await page.goto('/core/auth/login');
  await page.locator('input[name="username"]').fill(ADMIN.email);
  await page.locator('input[name="password"]').fill(ADMIN.password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('dashboard-nav')).toBeVisible({ timeout: 150_000 });
}

/** A visitor's API client: the transport protocol without a session. */
async function visitorClient(baseURL: string): Promise<TransportClient> {
  const config = (await (await fetch(`${baseURL}/api/core/public/config`)).json()) as {
    data: { transport: Parameters<typeof createTransportClient>[0]['settings'] };
  };
  return createTransportClient({
    baseUrl: `${baseURL}/api/core`,
    settings: config.data.transport,
    getAccessToken: () => null,
  });
}

/** `ms` as the wall clock of `zone` (IANA or "UTC+07:00"), as a datetime-local input takes it. */
function wallClock(ms: number, zone: string): string {
  const fixed = /^UTC([+-])(\d{2}):(\d{2})$/.exec(zone);
  if (fixed) {
    const minutes = (fixed[1] === '-' ? -1 : 1) * (Number(fixed[2]) * 60 + Number(fixed[3]));
    return new Date(ms + minutes * 60_000).toISOString().slice(0, 19);
  }
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(ms))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

/** One language's body typed through the toolbar: heading, paragraph, bash block, json block. */
async function writeBody(page: Page, lang: 'en' | 'vi') {
  const text = POST[lang];
  const body = page.getByTestId(`body-editor-${lang}`);
  await body.click();
  await page.getByTestId('tool-h2').click();
  await page.keyboard.type(text.heading);
  await page.keyboard.press('Enter');
  await page.keyboard.type(text.paragraph);
  await page.keyboard.press('Enter');
  await page.getByTestId('code-language').selectOption('bash');
  await page.keyboard.type(BASH);
  // three Enters leave a code block
  for (let i = 0; i < 3; i++) await page.keyboard.press('Enter');
  await page.getByTestId('code-language').selectOption('json');
  await page.keyboard.type(JSON_CODE);
  for (let i = 0; i < 3; i++) await page.keyboard.press('Enter');
  await expect(body.locator('h2')).toHaveText(text.heading);
  await expect(body.locator('pre code.language-bash')).toHaveText(BASH);
  await expect(body.locator('pre code.language-json')).toHaveText(JSON_CODE);
}

/** A visitor's page in a language of the screens. */
async function visitor(browser: Browser, baseURL: string, lang: 'en' | 'vi') {
  const context = await browser.newContext({ baseURL, locale: lang === 'vi' ? 'vi-VN' : 'en-US' });
  await context.addInitScript((l) => window.localStorage.setItem('i18nextLng', l), lang);
  return context.newPage();
}

const listed = async (client: TransportClient) => {
  const answer = await client.request<{ data: Array<{ code: string }> }>('GET', '/content/news', {
    query: { page: 1, pageSize: 100 },
  });
  return answer.status === 200 ? answer.body.data.map((i) => i.code) : [`HTTP ${answer.status}`];
};
const searched = async (client: TransportClient, lang: 'en' | 'vi') => {
  const answer = await client.request<{ data: Array<{ code: string }> }>('GET', '/content/search', {
    query: { q: WORD, lang },
  });
  return answer.status === 200 ? answer.body.data.map((i) => i.code) : [`HTTP ${answer.status}`];
};
const text = async (url: string) => {
  const res = await fetch(url);
  return { status: res.status, body: await res.text() };
};

test('content: a news post scheduled a minute ahead is hidden until then, then everywhere; a restore brings its first text back', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(900_000);
  const base = baseURL as string;
  const anonymous = await visitorClient(base);

  // the operator writes it
  await signIn(page);
  // operators reach the screens from the sidebar
  await expect(page.getByTestId('dashboard-nav').locator('a[href="/core/content"]')).toHaveCount(1);
  await page.goto('/core/content/news');
  await expect(page.getByTestId('content-table').or(page.getByTestId('content-empty'))).toBeVisible();
  await page.getByTestId('content-create').click();
  await page.getByTestId('content-code').fill(CODE);
  await page
    .getByTestId('content-cover-input')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('content-cover-image')).toBeVisible();

  await page.getByTestId('content-title-en').fill(POST.en.title);
  await page.getByTestId('content-summary-en').fill(POST.en.summary);
  await writeBody(page, 'en');
  await page
    .getByTestId('body-image-input')
    .setInputFiles({ name: 'chart.png', mimeType: 'image/png', buffer: PNG });
  await expect(
    page.getByTestId('body-editor-en').locator('img[src^="/api/core/content/files/"]'),
  ).toHaveCount(1);

  await page.getByTestId('content-lang-vi').click();
  await page.getByTestId('content-title-vi').fill(POST.vi.title);
  await page.getByTestId('content-summary-vi').fill(POST.vi.summary);
  await writeBody(page, 'vi');

  // the live preview shows both languages as typed
  await expect(page.getByTestId('preview-en')).toContainText(POST.en.heading);
  await expect(page.getByTestId('preview-vi')).toContainText(POST.vi.heading);

  // scheduled a minute ahead, in the operator's zone (the helper text names it), saved at once
  await page.getByTestId('content-status').selectOption('published');
  const zone = /Your zone: ([^\s]+)\./.exec(
    (await page.getByText(/Your zone: /).textContent()) ?? '',
  )?.[1] as string;
  expect(zone, 'the publishing time names its zone').toBeTruthy();
  const publishAt = Date.now() + 60_000;
  await page.getByTestId('content-publish-at').fill(wallClock(publishAt, zone));
  await page.getByTestId('content-save').click();
  await expect(page).toHaveURL(new RegExp(`/core/content/news/item/${CODE}$`));
  await expect(page.getByTestId('content-state-scheduled').first()).toBeVisible();
  await expect(page.getByTestId('preview-saved')).toBeVisible();
  await expect
    .soft(
      page.getByTestId('preview-body-en').locator('pre code.language-bash [class^="hljs-"]').first(),
      "the preview shows the server's highlighted HTML after the save",
    )
    .toBeVisible();
  await page.screenshot({ path: test.info().outputPath('editor-saved.png'), fullPage: true });

  // before its time: nowhere
  expect.soft(await listed(anonymous), 'the news API lists it early').not.toContain(CODE);
  expect.soft(await searched(anonymous, 'en'), 'the search finds it early').not.toContain(CODE);
  expect.soft(await searched(anonymous, 'vi'), 'the Vietnamese search finds it early').not.toContain(CODE);
  const feedBefore = await text(`${base}/news/feed.xml`);
  expect.soft(feedBefore.status, 'the RSS feed answers').toBe(200);
  expect.soft(feedBefore.body, 'the RSS feed lists it early').not.toContain(CODE);
  const sitemapBefore = await text(`${base}/sitemap.xml`);
  expect.soft(sitemapBefore.status, 'the sitemap answers').toBe(200);
  expect.soft(sitemapBefore.body, 'the sitemap lists it early').not.toContain(`/new/${CODE}`);
  expect
    .soft((await text(`${base}/new/${CODE}`)).status, 'its address answers 404 before its time')
    .toBe(404);
  expect
    .soft((await anonymous.request('GET', `/content/news/${CODE}`)).status, 'its API read answers 404')
    .toBe(404);
  const reader = await visitor(browser, base, 'en');
  await reader.goto(`/new/${CODE}`);
  await expect.soft(reader.getByTestId('page-404'), 'its page says not found').toBeVisible();
  await reader.goto('/news');
  await expect(reader.getByTestId('news-list').or(reader.getByTestId('news-empty'))).toBeVisible();
  await expect.soft(reader.getByText(POST.en.title), 'the news page lists it early').toHaveCount(0);
  expect(Date.now(), 'the checks before its time ran before its time').toBeLessThan(publishAt);

  // its time comes
  await expect
    .poll(async () => (await anonymous.request('GET', `/content/news/${CODE}`)).status, {
      timeout: 180_000,
      intervals: [2_000],
    })
    .toBe(200);

  // after: everywhere
  expect.soft(await listed(anonymous), 'the news API lists it').toContain(CODE);
  expect.soft(await searched(anonymous, 'en'), 'the search finds it').toContain(CODE);
  expect.soft(await searched(anonymous, 'vi'), 'the Vietnamese search finds it').toContain(CODE);
  const feed = await text(`${base}/news/feed.xml`);
  expect.soft(feed.body, 'the RSS feed lists it').toContain(`/new/${CODE}`);
  expect.soft(feed.body, 'the RSS feed carries its title').toContain(POST.en.title);
  expect.soft((await text(`${base}/sitemap.xml`)).body, 'the sitemap lists it').toContain(`/new/${CODE}`);
  const head = await text(`${base}/new/${CODE}`);
  expect.soft(head.status, 'its address answers').toBe(200);
  expect.soft(head.body, 'its address carries its title without JavaScript').toContain(POST.en.title);

  await reader.goto('/news');
  await expect.soft(reader.getByText(POST.en.title).first(), 'the news page lists it').toBeVisible();
  await reader.goto(`/new/${CODE}`);
  await expect(reader.getByTestId('content-title')).toHaveText(POST.en.title);
  const article = reader.getByTestId('content-body');
  await expect.soft(article.locator('h2', { hasText: POST.en.heading })).toBeVisible();
  await expect
    .soft(article.locator('img[src^="/api/core/content/files/"]'), 'the body shows its image')
    .toHaveCount(1);
  const image = await article.locator('img').first().getAttribute('src');
  if (image)
    expect.soft((await fetch(`${base}${image}`)).status, 'the body image is served to anybody').toBe(200);
  await expect.soft(article.locator('pre code.language-bash'), 'the bash block').toContainText(BASH);
  await expect.soft(article.locator('pre code.language-json'), 'the json block').toContainText('"bitdata"');
  await expect
    .soft(article.locator('pre code.language-bash [class^="hljs-"]').first(), 'the bash block is highlighted')
    .toBeVisible();
  await expect
    .soft(article.locator('pre code.language-json [class^="hljs-"]').first(), 'the json block is highlighted')
    .toBeVisible();

  const vietnamese = await visitor(browser, base, 'vi');
  await vietnamese.goto(`/new/${CODE}`);
  await expect
    .soft(vietnamese.getByTestId('content-title'), 'in Vietnamese for a Vietnamese reader')
    .toHaveText(POST.vi.title);
  await expect.soft(vietnamese.getByTestId('content-body').locator('h2')).toHaveText(POST.vi.heading);
  await expect
    .soft(vietnamese.getByTestId('content-body').locator('pre code.language-bash [class^="hljs-"]').first())
    .toBeVisible();

  // an edit, then a restore of the first revision
  await page.reload();
  await page.getByTestId('content-title-en').fill(EDITED_TITLE);
  await page.getByTestId('content-save').click();
  await expect(page.getByTestId('preview-saved')).toBeVisible();
  await expect
    .poll(
      async () =>
        (await anonymous.request<{ data: { title: { en: string } } }>('GET', `/content/news/${CODE}`)).body
          .data.title.en,
    )
    .toBe(EDITED_TITLE);
  const first = page.locator('[data-testid="revision-row"][data-number="1"]');
  await expect(page.getByTestId('revision-row')).toHaveCount(2);
  await first.getByTestId('revision-compare').click();
  await expect(page.getByTestId('compare-title-en').locator('del')).toContainText('Release');
  await expect(page.getByTestId('compare-title-en').locator('ins')).toContainText('Edited');
  await page.getByRole('button', { name: 'Close' }).click();
  await first.getByTestId('revision-restore').click();
  await page.getByTestId('confirm-action').click();
  await expect(page.getByTestId('content-title-en')).toHaveValue(POST.en.title);
  await expect(page.getByTestId('revision-row')).toHaveCount(3);
  await expect
    .poll(
      async () =>
        (await anonymous.request<{ data: { title: { en: string } } }>('GET', `/content/news/${CODE}`)).body
          .data.title.en,
    )
    .toBe(POST.en.title);
  await reader.goto(`/new/${CODE}`);
  await expect(reader.getByTestId('content-title')).toHaveText(POST.en.title);
});

test('content: the list and the editor fit a 390 px screen, work from the keyboard, and show refusals on their field', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await signIn(page);
  // the sidebar is a drawer at phone width: signed in first, then the phone's width
  await page.setViewportSize({ width: 390, height: 844 });
  const taken = `taken-${run}`;
  const admin = await clientOf(page, baseURL as string);
  const made = await admin.request('POST', '/content/news', {
    body: { code: taken, title: { en: `Taken ${run}` } },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);

  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  await page.goto('/core/content/news?status=draft');
  await expect(page.locator(`[data-testid="content-row"][data-code="${taken}"]`)).toBeVisible();
  await expect(page.getByTestId('content-state-draft').first()).toBeVisible();
  expect(await fits(), 'the list fits 390 px').toBe(true);
  await page.getByTestId('content-search').fill('no such words at all');
  await expect(page.getByTestId('content-empty')).toBeVisible();

  await page.getByTestId('content-create').click();
  expect(await fits(), 'the editor fits 390 px').toBe(true);
  await page.getByTestId('content-code').fill(taken);
  await page.getByTestId('content-title-en').fill(`Second ${run}`);
  // the toolbar from the keyboard: a heading made with Enter on the focused H2 button
  await page.getByTestId('body-editor-en').click();
  await page.keyboard.type('Keyboard heading');
  await page.getByTestId('tool-h2').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('body-editor-en').locator('h2')).toHaveText('Keyboard heading');
  await page.getByTestId('content-save').click();
  await expect(page.getByText('Another item of this kind already uses this address')).toBeVisible();
  await expect(page.getByTestId('content-code')).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: test.info().outputPath('editor-390.png'), fullPage: true });
});
