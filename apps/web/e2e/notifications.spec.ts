import { expect, type Page, test } from '@playwright/test';
import { login, verifiedAccount } from './helpers';

/**
 * Live notifications in every tab: a member has two tabs open; they make a filter `close isGreaterThan 10000`
 * with notifications on; the next replayed candle (900x: a 1h candle closes every 4 s) makes the one
 * bundled futures market above it (BTCUSDT) enter its match set, and both tabs show the toast and the
 * unread badge, pushed over each tab's own websocket. A toast opens the chart at that candle, marked,
 * and so does the list. (One market, one toast: twenty toasts sliding in and out could not be hovered
 * on a loaded machine.)
 */

const unreadCount = (page: Page) => page.getByTestId('unread-count');

async function expectUnread(page: Page) {
  await expect(unreadCount(page)).toHaveText(/^[1-9]\d*\+?$/, { timeout: 60_000 });
}

/** In the page: keeps the text of every toast shown (`window.shownToasts`), however briefly. */
function recordToasts() {
  const shown: string[] = [];
  (window as unknown as { shownToasts: string[] }).shownToasts = shown;
  new MutationObserver(() => {
    for (const toast of document.querySelectorAll<HTMLElement>('[data-testid="notification-toast"]')) {
      if (toast.dataset.recorded) continue;
      toast.dataset.recorded = '1';
      shown.push(toast.textContent ?? '');
    }
  }).observe(document, { childList: true, subtree: true });
}

const shownToasts = (page: Page) =>
  page.evaluate(() => (window as unknown as { shownToasts?: string[] }).shownToasts ?? []);

/** The chart of the toast's or list's market at its 1h candle, with that candle marked. */
async function expectChartAtCandle(page: Page, candleTime: string | null) {
  await expect(page).toHaveURL(/\/core\/detail\/binance-future\/[A-Z0-9]+\?interval=1h&at=\d+$/);
  const marked = page.getByTestId('matched-candle');
  await expect(marked).toBeVisible();
  if (candleTime) await expect(marked).toContainText(`Matched candle: ${candleTime}`);
}

test('two open tabs both get the toast and the badge of a new match, which opens the chart at that candle', async ({
  context,
  page,
}) => {
  // sign-up, a verified login, the builder and a replayed candle: longer than the default on a busy machine
  test.setTimeout(240_000);
  const email = await verifiedAccount(page, 'notify');
  await page.goto('/core/auth/login');
  await login(page, email);
  await expect(page.getByTestId('dashboard-welcome')).toBeVisible({ timeout: 60_000 });

  // the second tab is open (and following the member's channel) before the filter exists
  const second = await context.newPage();
  for (const tab of [page, second]) await tab.addInitScript(recordToasts);
  await second.goto('/core/notification');
  await expect(second.getByTestId('notifications-empty')).toBeVisible({ timeout: 60_000 });
  await expect(second.getByTestId('unread-badge')).toBeVisible();

  await page.goto('/core/filter/create');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Above 10k');
  const row = page.getByTestId('condition-0');
  const field = row.getByRole('combobox', { name: 'Field' });
  await field.click();
  await field.fill('close');
  await page
    .getByRole('option', { name: /^Close price/ })
    .first()
    .click();
  await row.getByRole('combobox', { name: 'Operator' }).click();
  await page.getByRole('option', { name: 'is above', exact: true }).click();
  await row.getByRole('textbox', { name: 'Value' }).fill('10000');
  await expect(page.getByTestId('notify-usage')).toHaveText('0 of 1 filters with notifications in your plan');
  await page.getByRole('switch', { name: 'Notify me when a market starts matching' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/core\/filter\/[0-9a-f-]{36}$/, { timeout: 60_000 });

  // the next close: both tabs hear it at once, each over its own websocket. A toast lives 3 s, less
  // than a loaded machine may take to look at it: each tab records the toasts it shows, and the first
  // tab's toast gets its click the moment it is there. The click is dispatched on the toast itself: a
  // pointer click waits for the slide-in to end, and on a loaded machine the toast was gone by then
  const toastText = /^Above 10k: BTCUSDT matched on 1h at [\d,.]+/;
  await page.getByTestId('notification-toast').first().dispatchEvent('click', undefined, { timeout: 90_000 });
  await expectChartAtCandle(page, null);
  for (const tab of [page, second])
    await expect
      .poll(() => shownToasts(tab), { timeout: 30_000 })
      .toContainEqual(expect.stringMatching(toastText));
  await expectUnread(page);
  await expectUnread(second);
  const opened = new URL(page.url());
  const symbol = opened.pathname.split('/').at(-1) ?? '';
  expect(symbol).toBe('BTCUSDT');

  // the second tab's open list shows the notifications without a reload; that market's one links
  // to exactly the chart the toast opened
  await expect(second.getByTestId('notification-item').first()).toBeVisible({ timeout: 15_000 });
  await second.getByRole('textbox', { name: 'Market' }).fill(symbol);
  const item = second.getByTestId('notification-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Above 10k');
  // why it matched, as a trader writes it: the close, the sign and the 10,000 it beat
  await expect(item).toContainText(/Close [\d,.]+ > 10,000/);
  await expect(item.getByTestId('delivery-inApp')).toContainText('In the app: sent');
  await expect(item.getByTestId('notification-chart')).toHaveAttribute(
    'href',
    `${opened.pathname}${opened.search}`,
  );

  // and opening it from the list marks the same candle
  const candle = ((await item.getByTestId('notification-candle').textContent()) ?? '').replace(
    'Candle of ',
    '',
  );
  // in the member's zone (the browser's at sign-up), named as everywhere a trader acts on a time
  expect(candle).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(UTC\+7\)$/);
  await item.getByTestId('notification-chart').click();
  await expectChartAtCandle(second, candle);
});
