import fs from 'node:fs';
import path from 'node:path';
import type { ContentWriteInput } from '@bitdata/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { createTestApp, type TestApp, tempDir } from '../../../../test/harness';
import type { Database } from '../../../platform/db/schema';
import { bearer, signupVerified, tokenOf } from '../../auth/auth.test-helpers';

/** The built web app's index.html as Vite writes it (its own title and description). */
export const INDEX_HTML = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Crypto trading signals." />
    <title>Trading System</title>
  </head>
  <body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body>
</html>`;

/** The tests' PUBLIC_URL (TEST_ENV), which every absolute address starts with. */
export const PUBLIC_URL = 'http://localhost:3000';

/** Removes every item (the shipped content included): the tests see exactly what they write. */
export async function clearContent(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('content_tags').execute();
  await db.deleteFrom('content_revisions').execute();
  await db.deleteFrom('content_items').execute();
}

/** A test app serving a built web app under PUBLIC_URL, with an operator who may write content. */
export interface SiteTestApp {
  t: TestApp;
  editor: string;
  /** A call of the content API. */
  api(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token?: string,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
  /** A GET of the site, as a crawler sends it. */
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

export async function siteTestApp(env: Record<string, string> = {}): Promise<SiteTestApp> {
  const dist = tempDir('bitdata-web-dist-');
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  const t = await createTestApp({ WEB_DIST_DIR: dist, MARKET_EXCHANGES: '', ...env });
  await clearContent(t.deps.db);
  await signupVerified(t, 'writer@example.com');
  await t.deps.db
    .updateTable('users')
    .set({ role_code: 'operator' })
    .where('username', '=', 'writer@example.com')
    .execute();
  return {
    t,
    editor: await tokenOf(t, 'writer@example.com'),
    api: (method, url, token, payload) =>
      t.app.inject({
        method,
        url: `/api/core/content${url}`,
        headers: token ? bearer(token) : {},
        ...(payload ? { payload } : {}),
      }),
    get: (url, headers = {}) => t.app.inject({ method: 'GET', url, headers }),
  };
}

/** A write in both languages, published unless `extra` says otherwise. */
export const written = (code: string, extra: Partial<ContentWriteInput> = {}): ContentWriteInput => ({
  code,
  title: { en: `Title of ${code}`, vi: `Tiêu đề ${code}` },
  summary: { en: `Summary of ${code}`, vi: `Tóm tắt ${code}` },
  body: { en: `<p>Body of ${code}</p>`, vi: `<p>Nội dung ${code}</p>` },
  status: 'published',
  ...extra,
});

/** A 1 x 1 PNG. */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f6c3d30000000049454e44ae426082',
  'hex',
);

/** The attribute `attr` of every tag of the head matching `selector` (e.g. `meta[property="og:title"]`). */
export function headValues(
  html: string,
  tag: 'meta' | 'link',
  key: string,
  value: string,
  attr: string,
): string[] {
  const tags = html.match(new RegExp(`<${tag}\\s[^>]*>`, 'g')) ?? [];
  return tags
    .filter((t) => t.includes(`${key}="${value}"`))
    .map((t) => new RegExp(`${attr}="([^"]*)"`).exec(t)?.[1] ?? '');
}

export const metaOf = (html: string, key: 'name' | 'property', value: string) =>
  headValues(html, 'meta', key, value, 'content');
