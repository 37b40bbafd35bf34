import type { ContentWriteInput } from '@bitdata/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../../../test/harness';
import { bearer, signupVerified, tokenOf } from '../auth/auth.test-helpers';

/** A test app with an editor (the seeded operator role, which may create, edit and delete content) and a plain member. */
export interface ContentTestApp {
  t: TestApp;
  editor: string;
  member: string;
  call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token?: string,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
}

/**
 * The app with its editor and member. The content the product ships with is removed first unless
 * `shipped` is asked for, so lists, pages and counts are the test's own.
 */
export async function contentTestApp({ shipped = false } = {}): Promise<ContentTestApp> {
  const t = await createTestApp({ MARKET_EXCHANGES: '' });
  if (!shipped) await removeAllContent(t);
  await signupVerified(t, 'editor@example.com');
  await signupVerified(t, 'member@example.com');
  await t.deps.db
    .updateTable('users')
    .set({ role_code: 'operator' })
    .where('username', '=', 'editor@example.com')
    .execute();
  return {
    t,
    editor: await tokenOf(t, 'editor@example.com'),
    member: await tokenOf(t, 'member@example.com'),
    call: (method, url, token, payload) =>
      t.app.inject({
        method,
        url: `/api/core/content${url}`,
        headers: token ? bearer(token) : {},
        ...(payload ? { payload } : {}),
      }),
  };
}

async function removeAllContent(t: TestApp) {
  const db = t.deps.db;
  // sections refer to their parent: untie them before the rows go
  await db.updateTable('content_items').set({ parent_id: null }).execute();
  await db.deleteFrom('content_tags').execute();
  await db.deleteFrom('content_revisions').execute();
  await db.deleteFrom('content_items').execute();
}

/** A write with both titles filled; `extra` sets or overrides any field. */
export const item = (code: string, extra: Partial<ContentWriteInput> = {}): ContentWriteInput => ({
  code,
  title: { en: `Title of ${code}`, vi: `Tiêu đề ${code}` },
  ...extra,
});

/** The validation issues of a 400, as [path, key], each once (two checks may refuse one value alike). */
export const issuesOf = (body: { error: { details?: Array<{ path: string; key: string }> } }) =>
  [...new Set((body.error.details ?? []).map((d) => `${d.path} ${d.key}`))].map((issue) => issue.split(' '));
