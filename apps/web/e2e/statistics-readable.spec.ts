import { expect, type Locator, type Page, test } from '@playwright/test';
import { login, verifiedAccount } from './helpers';

/**
 * A run's page reads whole on a laptop (1440 px) and a phone (390 px), in English and Vietnamese: the
 * trades table fits its card or scrolls inside it with every column reachable and no cell cut, the
 * histograms' range labels are whole (not shortened to "0…"), an open trade (the newest by result
 * date) has no result date, and the compounded return says beside it that it takes the whole capital
 * in every trade in one sequence across the run's markets. The run: RSI(14) below 45, long,
 * take-profit 3 %, stop-loss 2 %, on every bundled Binance futures market at 1h (many trades, some
 * still open where the data ends).
 */

const WIDTHS = [1440, 390] as const;
const TEXTS = {
  en: {
    open: 'Open',
    resultDate: 'Result date',
    assumption: /Assumes the whole capital in every trade, .* across all \d+ markets/,
  },
  vi: {
    open: 'Đang mở',
    resultDate: 'Ngày kết quả',
    assumption: /Giả định dùng toàn bộ vốn cho mỗi giao dịch, .* gộp cả \d+ thị trường/,
  },
} as const;

async function pickField(page: Page, row: Locator, label: string, search: string, option: RegExp) {
  const box = row.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

/** How the trades table sits in its card, measured in the page. */
function tableLayout(table: Locator) {
  return table.evaluate((el) => {
    const box = el.parentElement as HTMLElement;
    const card = el.closest('[data-testid="statistic-run"]') as HTMLElement;
    // a cell, or a chip inside one, showing less than its text
    const cells = [...el.querySelectorAll<HTMLElement>('th, td, .MuiChip-label')];
    const cut = cells.filter((c) => c.scrollWidth > c.clientWidth).map((c) => c.textContent);
    const inCard = (r: DOMRect, c: DOMRect) => r.left >= c.left - 0.5 && r.right <= c.right + 0.5;
    const scrolls = box.scrollWidth > box.clientWidth;
    // every header can be scrolled fully into the box, clear of the market column that stays put
    const headers = [...el.querySelectorAll<HTMLElement>('thead th')];
    const sticky = headers[0].getBoundingClientRect().width;
    const unreachable = headers.slice(1).filter((h) => {
      box.scrollLeft = h.getBoundingClientRect().left - el.getBoundingClientRect().left - sticky;
      const r = h.getBoundingClientRect();
      const b = box.getBoundingClientRect();
      return r.left < b.left + sticky - 0.5 || r.right > b.right + 0.5;
    });
    box.scrollLeft = 0;
    return {
      cut,
      scrolls,
      scrollable: ['auto', 'scroll'].includes(getComputedStyle(box).overflowX),
      boxInCard: inCard(box.getBoundingClientRect(), card.getBoundingClientRect()),
      unreachable: unreachable.map((h) => h.textContent),
      pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
      // what sticks out of the window, outermost first, to name it when the page scrolls sideways
      wide: [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((e) => {
          const parent = e.parentElement?.getBoundingClientRect();
          const r = e.getBoundingClientRect();
          return (
            r.right > window.innerWidth + 0.5 &&
            parent !== undefined &&
            parent.right <= window.innerWidth + 0.5
          );
        })
        .map(
          (e) =>
            `${e.tagName.toLowerCase()}.${String(e.className).split(' ')[0]} "${(e.textContent ?? '').slice(0, 40)}"`,
        ),
    };
  });
}

async function checkRun(page: Page, lng: 'en' | 'vi', width: number) {
  const run = page.getByTestId('statistic-run');

  // the trades table: no cut cell, inside its card; at 1440 px it fits, on a phone it scrolls in place
  const table = run.getByTestId('trades-table');
  await expect(table.getByTestId('trade-row').first()).toBeVisible();
  // the charts follow a new window width a moment later: the page settles without a sideways scroll
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  const layout = await tableLayout(table);
  expect(layout.cut, `${lng} ${width}: cells cut`).toEqual([]);
  expect(layout.boxInCard, `${lng} ${width}: table box inside the card`).toBe(true);
  expect(
    layout.pageOverflow,
    `${lng} ${width}: page scrolls sideways past ${layout.wide.join(', ')}`,
  ).toBeLessThanOrEqual(0);
  expect(layout.unreachable, `${lng} ${width}: headers out of reach`).toEqual([]);
  if (width >= 1440) expect(layout.scrolls, `${lng} ${width}: table scrolls`).toBe(false);
  else expect(layout.scrollable, `${lng} ${width}: table box scrolls`).toBe(true);

  // an open trade: no result date; a decided one has its date
  const rows = table.getByTestId('trade-row');
  const open = rows.filter({ has: page.getByText(TEXTS[lng].open, { exact: true }) }).first();
  await expect(open.getByTestId('trade-result-date')).toHaveText('');
  await expect(
    rows
      .filter({ hasNot: page.getByText(TEXTS[lng].open, { exact: true }) })
      .first()
      .getByTestId('trade-result-date'),
  ).toHaveText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);

  // the histograms' ranges are whole: "-1.5 – -1", never shortened with an ellipsis
  for (const key of ['highest', 'lowest']) {
    const ticks = run
      .getByTestId(`histogram-${key}`)
      .locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel');
    await expect(ticks.first()).toBeVisible();
    const labels = await ticks.allTextContents();
    expect(labels.length, `${lng} ${width} ${key}: labels`).toBeGreaterThan(0);
    for (const label of labels) expect(label, `${lng} ${width} ${key}`).toMatch(/^-?[\d.,]+ – -?[\d.,]+$/);
  }

  // the equity curve's dates are there (the axis once had no room for a line of text and drew none)
  const dates = await run
    .getByTestId('equity-chart')
    .locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel')
    .allTextContents();
  expect(dates.length, `${lng} ${width}: equity dates`).toBeGreaterThan(1);
  for (const date of dates) expect(date, `${lng} ${width} equity`).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

  // the compounded return says what it assumes, beside it
  await expect(run.getByTestId('total-totalReturn')).toContainText(TEXTS[lng].assumption);
  await expect(run.getByTestId('total-maxDrawdown')).toContainText(
    lng === 'en' ? 'whole-capital sequence' : 'chuỗi dùng toàn bộ vốn',
  );

  await page.screenshot({ path: test.info().outputPath(`statistic-${lng}-${width}.png`), fullPage: true });
  // and each part from its top, under the app bar
  for (const part of ['statistic-totals', 'statistic-charts', 'trades']) {
    await run.getByTestId(part).evaluate((el) => {
      el.scrollIntoView({ block: 'start' });
      window.scrollBy(0, -80);
    });
    await page.screenshot({ path: test.info().outputPath(`statistic-${lng}-${width}-${part}.png`) });
  }
}

test('a run reads whole at 1440 and 390 px in both languages: table, histograms, open trades, compounded return', async ({
  page,
}) => {
  // sign-up, a filter typed in the builder and a run over every market: long on a shared machine
  test.setTimeout(480_000);
  const email = await verifiedAccount(page, 'statistics-readable');
  await page.goto('/core/auth/login');
  await login(page, email);
  await expect(page.getByTestId('dashboard-welcome')).toBeVisible({ timeout: 60_000 });

  await page.goto('/core/filter/create');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('RSI under 45 readable');
  const first = page.getByTestId('condition-0');
  await pickField(page, first, 'Field', 'RSI', /^Relative Strength Index \(RSI 14\)/);
  await first.getByRole('combobox', { name: 'Operator' }).click();
  await page.getByRole('option', { name: 'is below', exact: true }).click();
  await first.getByRole('textbox', { name: 'Value' }).fill('45');
  await page.getByTestId('take-profits').fill('3');
  await page.getByTestId('take-profits').press('Enter');
  await page.getByTestId('stoplosses').fill('2');
  await page.getByTestId('stoplosses').press('Enter');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/core\/filter\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('filter-name')).toHaveText('RSI under 45 readable', { timeout: 60_000 });

  await page.getByTestId('run-statistics').click();
  await expect(page).toHaveURL(/\/core\/statistic\?run=[0-9a-f-]{36}$/);
  const runPath = new URL(page.url()).pathname + new URL(page.url()).search;
  await expect(page.getByTestId('statistic-totals')).toBeVisible({ timeout: 180_000 });
  await expect(page.getByTestId('total-open')).not.toContainText(/^Open0$/);

  for (const lng of ['en', 'vi'] as const) {
    if (lng === 'vi') {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.getByTestId('language-switcher').click();
      await page.getByTestId('language-vi').click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    }
    // the run in this language with a hundred trades, the latest results first: the open ones (at
    // most one a market, not decided yet), then the last decided
    await page.goto(runPath);
    await expect(page.getByTestId('statistic-totals')).toBeVisible({ timeout: 60_000 });
    await page.getByRole('combobox', { name: /^(Rows per page|Số dòng mỗi trang)$/ }).click();
    await page.getByRole('option', { name: '100', exact: true }).click();
    const trades = page.getByTestId('trades-table');
    await expect(trades.getByTestId('trade-row')).toHaveCount(100);
    const resultDate = trades.getByRole('columnheader', { name: TEXTS[lng].resultDate });
    await resultDate.getByRole('button').click();
    await expect(resultDate).toHaveAttribute('aria-sort', 'ascending');
    await resultDate.getByRole('button').click();
    await expect(resultDate).toHaveAttribute('aria-sort', 'descending');
    await expect(trades.getByTestId('trade-row').first()).toContainText(TEXTS[lng].open);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await checkRun(page, lng, width);
    }
  }
});
