import type { TestApp } from '../../../../test/harness';
import { ensureFirstAdministrator } from '../../auth/auth.service';
import { bearer, signupVerified, tokenOf } from '../../auth/auth.test-helpers';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls /api/core<url> as the token's user. */
export const callAs =
  (t: Pick<TestApp, 'app'>) => (method: Method, url: string, token?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/core${url}`,
      ...(token ? { headers: bearer(token) } : {}),
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

/** The first administrator's token (TEST_ENV's ADMIN_EMAIL / ADMIN_PASSWORD). */
export async function adminToken(t: TestApp): Promise<string> {
  await ensureFirstAdministrator(t.deps);
  return tokenOf(t, 'admin@example.com', 'admin-password-123');
}

/** Signs a member up (verified) and returns their id and token. */
export async function member(t: TestApp, username: string): Promise<{ id: string; token: string }> {
  await signupVerified(t, username);
  const token = await tokenOf(t, username);
  const me = await callAs(t)('GET', '/auth/me', token);
  return { id: me.json().data.id as string, token };
}

/** The paths of a /auth/me answer's menus, children included. */
export function menuPaths(menus: Array<{ items: Array<{ path: string; children?: unknown[] }> }>): string[] {
  const walk = (items: Array<{ path: string; children?: unknown[] }>): string[] =>
    items.flatMap((i) => [i.path, ...walk((i.children ?? []) as typeof items)]);
  return menus.flatMap((s) => walk(s.items));
}
