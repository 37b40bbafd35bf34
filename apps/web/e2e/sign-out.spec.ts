import { expect, type Page, test, type WebSocket } from '@playwright/test';
import { login, register, uniqueEmail, verify } from './helpers';

/**
 * One owner of server data, cleared with the session. A member signs out and another signs
 * in in the same tab, without a reload: nothing of the first one remains on screen, in local storage
 * or on the websocket, which is one connection for the whole app.
 */

/** Every local-storage entry, as the page holds it. */
const storage = (page: Page) =>
  page.evaluate(() => Object.fromEntries(Object.entries(window.localStorage)) as Record<string, string>);

/** The token a socket authenticated with: its first message is `{ type: 'auth', token }`. */
function authTokenOf(socket: WebSocket): Promise<string> {
  return new Promise((resolve) => {
    socket.on('framesent', (frame) => {
      const message = JSON.parse(String(frame.payload)) as { type: string; token?: string };
      if (message.type === 'auth' && message.token) resolve(message.token);
    });
  });
}

/**
 * The chart streams: its last closed candle moves (the replay at 900x closes a 1h candle every 4 s and
 * a 4h one every 16 s), which only the websocket can bring.
 */
async function streams(page: Page): Promise<void> {
  const last = page.getByTestId('last-candle-time');
  await expect(last).toHaveAttribute('data-time', /^\d+$/, { timeout: 30_000 });
  const before = Number(await last.getAttribute('data-time'));
  await expect
    .poll(async () => Number(await last.getAttribute('data-time')), { timeout: 60_000 })
    .toBeGreaterThan(before);
}

test('a member who signs out leaves nothing for the next member in the same tab', async ({ page }) => {
  // waits on candles the replay closes (a 4h one every 16 s), on a machine shared with other suites
  test.setTimeout(300_000);
  const ann = { email: uniqueEmail('ann'), name: 'Ann Before' };
  const bob = { email: uniqueEmail('bob'), name: 'Bob After' };
  for (const member of [ann, bob]) {
    await register(page, member.email, member.name);
    await verify(page, member.email);
  }
  const sockets: Array<{ socket: WebSocket; token: Promise<string> }> = [];
  page.on('websocket', (socket) => sockets.push({ socket, token: authTokenOf(socket) }));

  await page.goto('/core/auth/login');
  await login(page, ann.email);
  await expect(page.getByTestId('dashboard-welcome')).toBeVisible({ timeout: 60_000 });
  const annToken = JSON.parse((await storage(page)).accessToken ?? '{}').value as string;
  expect(annToken).toBeTruthy();

  // Two charts, one after the other: both streams go through the app's one socket.
  await page
    .getByTestId('dashboard-markets')
    .getByRole('link', { name: 'Open the BTCUSDT Future chart' })
    .click();
  await streams(page);
  await page.getByRole('group', { name: 'Interval' }).getByRole('button', { name: '4h' }).click();
  await expect(page).toHaveURL(/interval=4h/);
  await streams(page);
  expect(sockets).toHaveLength(1);
  expect(await sockets[0]?.token).toBe(annToken);

  await page.getByTestId('nav-account').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(ann.name);
  await expect(page.getByRole('main')).toContainText(ann.email);
  // An answer of Ann's session in the GET cache, in the form the app persists one (apiCache:<request>).
  await page.evaluate(
    ({ name, email }) =>
      window.localStorage.setItem(
        'apiCache:/auth/profile',
        JSON.stringify({
          value: { status: 200, body: { data: { _id: 'ann', name, email } } },
          expiry: Date.now() + 3_600_000,
        }),
      ),
    ann,
  );

  await page.getByTestId('nav-logout').click();
  await expect(page).toHaveURL(/\/core\/auth\/login$/);
  const afterSignOut = await storage(page);
  expect(Object.keys(afterSignOut).filter((key) => key.startsWith('apiCache:'))).toEqual([]);
  expect(JSON.stringify(afterSignOut)).not.toContain(ann.email);
  await expect.poll(() => sockets[0]?.socket.isClosed()).toBe(true);

  // Bob signs in on the same page: no reload in between.
  await login(page, bob.email);
  await expect(page.getByTestId('dashboard-welcome')).toBeVisible({ timeout: 60_000 });
  const bobToken = JSON.parse((await storage(page)).accessToken ?? '{}').value as string;
  expect(bobToken).toBeTruthy();
  expect(bobToken).not.toBe(annToken);

  // Bob's live chart comes through a new socket, authenticated as Bob.
  await page
    .getByTestId('dashboard-markets')
    .getByRole('link', { name: 'Open the BTCUSDT Future chart' })
    .click();
  await streams(page);
  expect(sockets).toHaveLength(2);
  expect(await sockets[1]?.token).toBe(bobToken);

  await page.getByTestId('nav-account').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(bob.name);
  await expect(page.getByRole('main')).toContainText(bob.email);
  await expect(page.locator('body')).not.toContainText(ann.name);
  await expect(page.locator('body')).not.toContainText(ann.email);
  const bobStorage = JSON.stringify(await storage(page));
  expect(bobStorage).not.toContain(ann.email);
  expect(bobStorage).not.toContain(annToken);
});
