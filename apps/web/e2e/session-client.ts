import { createTransportClient, type TransportClient } from '@bitdata/transport/client';
import { expect, type Page } from '@playwright/test';

/**
 * The transport client of the page's signed-in session, built as the web app builds it (the server's
 * announced transport settings, the session's access token): specs prepare data through the API
 * with the same protocol a browser uses.
 */
export async function clientOf(page: Page, baseURL: string): Promise<TransportClient> {
  const token = await page.evaluate(() => {
    const stored = window.localStorage.getItem('accessToken');
    return stored ? (JSON.parse(stored) as { value: string }).value : null;
  });
  expect(token).toBeTruthy();
  const config = (await (await fetch(`${baseURL}/api/core/public/config`)).json()) as {
    data: { transport: Parameters<typeof createTransportClient>[0]['settings'] };
  };
  return createTransportClient({
    baseUrl: `${baseURL}/api/core`,
    settings: config.data.transport,
    getAccessToken: () => token,
  });
}
