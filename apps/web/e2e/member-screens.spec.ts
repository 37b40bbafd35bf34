import { expect, type Page, test } from '@playwright/test';
import { login, switchLanguageSignedIn, verifiedAccount } from './helpers';
import { clientOf } from './session-client';

/**
 * A member's screens around the sale: the sidebar leads to the markets, in both languages, and a
 * filter's matches read on a 390 px phone: every header word whole on one line, the value column
 * fully in view once scrolled to.
 */

async function signIn(page: Page, label: string) {
  const email = await verifiedAccount(page, label);
  await page.goto('/core/auth/login');
  await login(page, email);
  await expect(page.getByTestId('dashboard-welcome')).toBeVisible({ timeout: 150_000 });
}

test('the sidebar leads a member to the markets, in English and in Vietnamese', async ({ page }) => {
  // sign-up and a verified login on a machine shared with other suites: longer than the default
  test.setTimeout(300_000);
  await signIn(page, 'sidebar');
  const nav = page.getByTestId('dashboard-nav');
  const links = nav.getByRole('link');
  // right after the dashboard
  await expect(links.nth(1)).toHaveText('Markets');
  await links.nth(1).click();
  await expect(page).toHaveURL(/\/core\/crypto$/);
  await expect(page.getByTestId('overview-BTC')).toBeVisible({ timeout: 30_000 });

  await page.getByTestId('language-switcher').click();
  await page.getByTestId('language-vi').click();
  await expect(nav.getByRole('link', { name: 'Thị trường' })).toHaveAttribute('href', '/core/crypto');
});

for (const lang of ['en', 'vi'] as const) {
  test(`a filter's matches read whole on a 390 px phone (${lang})`, async ({ page, baseURL }) => {
    test.setTimeout(360_000);
    await signIn(page, `narrow-${lang}`);
    const api = await clientOf(page, baseURL as string);
    // two readings per market, one of them long (a field against another on a second interval):
    // the widest header and value cells a filter makes
    const made = await api.request('POST', '/filters', {
      body: {
        name: 'Narrow screen',
        exchangeId: 1,
        dataType: 3,
        interval: '1h',
        conditionList: [
          { field: 'rsi', operator: 'isLessThan', value: 100 },
          {
            field: 'close',
            interval: '4h',
            operator: 'isGreaterThan',
            value: { field: 'low', interval: '4h' },
          },
        ],
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const { filterId } = (made.body as { data: { filterId: string } }).data;
    if (lang === 'vi') {
      // the member's own language setting, before the screen is opened
      await switchLanguageSignedIn(page, 'vi');
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/core/filter/${filterId}`);
    const table = page.getByTestId('matches-table');
    await expect(table.getByTestId('match-row').first()).toBeVisible({ timeout: 120_000 });
    // market, candle and one column per reading
    await expect(table.locator('thead th')).toHaveCount(4);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);

    // no header word is broken over lines: each header cell is at least as wide as its longest word
    const headers = await table.locator('thead th').evaluateAll((cells) =>
      cells.map((cell) => {
        const text = (cell.textContent ?? '').trim();
        const range = document.createRange();
        const words = text.split(/\s+/).filter(Boolean);
        // the rendered width of the longest word, measured in the cell's own font
        const probe = document.createElement('span');
        probe.style.cssText = 'position:absolute;visibility:hidden;white-space:nowrap';
        const style = getComputedStyle(cell);
        probe.style.font = style.font;
        probe.style.letterSpacing = style.letterSpacing;
        document.body.append(probe);
        const widest = Math.max(
          ...words.map((w) => {
            probe.textContent = w;
            return probe.getBoundingClientRect().width;
          }),
        );
        probe.remove();
        // the lines the words take: their text boxes' tops (the sort arrow beside them is no line)
        const tops: number[] = [];
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          range.selectNodeContents(node);
          for (const r of range.getClientRects()) if (r.width > 0) tops.push(r.top);
        }
        const lineHeight = Number.parseFloat(style.lineHeight) || 20;
        const lines = tops
          .sort((x, y) => x - y)
          .filter((top, i, all) => i === 0 || top - (all[i - 1] as number) > lineHeight / 2).length;
        const label = cell.querySelector('.MuiTableSortLabel-root') ?? cell;
        return { text, widest, width: label.getBoundingClientRect().width, words: words.length, lines };
      }),
    );
    expect(headers.length).toBeGreaterThanOrEqual(4);
    for (const h of headers) {
      expect(h.width, `"${h.text}" is narrower than its longest word`).toBeGreaterThanOrEqual(h.widest - 0.5);
      // a one-word header stays on one line (the sort arrow beside it, not under it)
      if (h.words === 1) expect(h.lines, `"${h.text}" breaks over lines`).toBe(1);
    }

    // the last (value) column, scrolled to, is fully inside the table's visible area and the screen
    const row = table.getByTestId('match-row').first();
    const last = row.locator('td').last();
    await last.scrollIntoViewIfNeeded();
    const box = await last.boundingBox();
    const view = await table.locator('.MuiTableContainer-root').boundingBox();
    expect(box && view).toBeTruthy();
    if (!box || !view) return;
    expect(box.x).toBeGreaterThanOrEqual(view.x - 0.5);
    expect(box.x + box.width).toBeLessThanOrEqual(view.x + view.width + 0.5);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    // and nothing lies over it: the market's cell (pinned while a wide table scrolls) does not cover it
    const market = await row.locator('td').first().boundingBox();
    expect(market).toBeTruthy();
    if (!market) return;
    const overlapX = Math.min(box.x + box.width, market.x + market.width) - Math.max(box.x, market.x);
    const overlapY = Math.min(box.y + box.height, market.y + market.height) - Math.max(box.y, market.y);
    expect(overlapX > 0.5 && overlapY > 0.5, 'the market cell covers the value cell').toBe(false);
    // and its text is not clipped inside the cell
    const clipped = await last.evaluate((cell) => cell.scrollWidth > cell.clientWidth + 1);
    expect(clipped, 'the value cell clips its text').toBe(false);
    // the page itself does not scroll sideways: only the table does
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}
