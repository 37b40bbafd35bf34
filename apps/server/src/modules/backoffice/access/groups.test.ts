import { PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectUnderTest, type TestApp } from '../../../../test/harness';
import { authenticate } from '../../auth/auth.service';
import { adminToken, callAs, member } from './access.test-helpers';
import { groupMateIds } from './groups.service';

const { view, viewAll, create, edit } = PERMISSION_LEVEL;

describe(`groups API and combined grants (${dialectUnderTest})`, () => {
  let t: TestApp;
  let call: ReturnType<typeof callAs>;
  let admin: string;
  let ann: { id: string; token: string };
  let bob: { id: string; token: string };
  let cat: { id: string; token: string };

  beforeAll(async () => {
    t = await createTestApp({ MARKET_EXCHANGES: '' });
    call = callAs(t);
    admin = await adminToken(t);
    ann = await member(t, 'ann@example.com');
    bob = await member(t, 'bob@example.com');
    cat = await member(t, 'cat@example.com');
    // The member role sees filters without their 'note' field.
    const role = (await call('GET', '/roles/member', admin)).json().data;
    const permissions = role.permissions.map((g: { document: string }) =>
      g.document === RESOURCE.filter ? { ...g, hiddenFields: ['note', 'owner'] } : g,
    );
    const body = { code: role.code, name: role.name, permissions };
    expect((await call('PUT', '/roles/member', admin, body)).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const desk = (memberIds: string[]) => ({
    code: 'desk',
    name: { en: 'Trading desk', vi: 'Bàn giao dịch' },
    memberIds,
    permissions: [
      { document: RESOURCE.market, levels: [viewAll, edit] },
      { document: RESOURCE.filter, levels: [view], hiddenFields: ['owner'] },
    ],
  });
  const contextOf = async (token: string) => {
    const auth = await authenticate(t.deps, token);
    if (!auth) throw new Error('not signed in');
    return auth;
  };

  it("creates a group whose grants add to its members' role and whose view reveals fields", async () => {
    const res = await call('POST', '/groups', admin, desk([ann.id, bob.id]));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.members.map((m: { username: string }) => m.username)).toEqual([
      'ann@example.com',
      'bob@example.com',
    ]);
    const me = (await call('GET', '/auth/me', ann.token)).json().data;
    expect(me.grants[RESOURCE.market]).toEqual([view, viewAll, edit]);
    const auth = await contextOf(ann.token);
    expect(auth.groups).toEqual(['desk']);
    // 'note' is revealed by the group's view grant, which does not hide it; 'owner' both hide.
    expect(auth.hiddenFields).toEqual({ filter: ['owner'] });
    const outsider = await contextOf(cat.token);
    expect(outsider.groups).toEqual([]);
    expect(outsider.hiddenFields).toEqual({ filter: ['note', 'owner'] });
    expect(outsider.grants[RESOURCE.market]).toEqual([view]);
  });

  it('gives the ids of users sharing a group, the user included', async () => {
    expect((await groupMateIds(t.deps, ann.id)).sort()).toEqual([ann.id, bob.id].sort());
    expect(await groupMateIds(t.deps, cat.id)).toEqual([cat.id]);
  });

  it('takes the grants away on the next request when a member leaves or the grant changes', async () => {
    const res = await call('PUT', '/groups/desk', admin, {
      ...desk([bob.id]),
      permissions: [{ document: RESOURCE.statistic, levels: [viewAll, create] }],
    });
    expect(res.statusCode).toBe(200);
    const annMe = (await call('GET', '/auth/me', ann.token)).json().data;
    expect(annMe.grants[RESOURCE.market]).toEqual([view]);
    const bobMe = (await call('GET', '/auth/me', bob.token)).json().data;
    expect(bobMe.grants[RESOURCE.market]).toEqual([view]);
    expect(bobMe.grants[RESOURCE.statistic]).toEqual([view, viewAll, create]);
    const listed = await call('GET', '/admin/users?group=desk', admin);
    expect(listed.json().data.map((u: { username: string }) => u.username)).toEqual(['bob@example.com']);
  });

  it('answers 400 naming the field, 409 to a taken code and 404 to an unknown group', async () => {
    const unknown = await call('POST', '/groups', admin, { ...desk(['no-such-user']), code: 'other' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details[0].path).toBe('memberIds.0');
    const badCode = await call('POST', '/groups', admin, { ...desk([]), code: '9lives' });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().error.details[0]).toMatchObject({ path: 'code', key: 'invalidCode' });
    expect((await call('POST', '/groups', admin, desk([]))).statusCode).toBe(409);
    expect((await call('GET', '/groups/other', admin)).statusCode).toBe(404);
    expect((await call('GET', '/groups', admin)).json().data.map((g: { code: string }) => g.code)).toEqual([
      'desk',
    ]);
  });

  it('deletes a group and its members lose its grants at once', async () => {
    expect((await call('DELETE', '/groups/desk', admin)).statusCode).toBe(200);
    expect((await contextOf(bob.token)).groups).toEqual([]);
    const bobMe = (await call('GET', '/auth/me', bob.token)).json().data;
    expect(bobMe.grants[RESOURCE.statistic]).toEqual([view, create]);
    expect((await call('DELETE', '/groups/desk', admin)).statusCode).toBe(404);
  });

  it('keeps groups away from members', async () => {
    expect((await call('GET', '/groups', ann.token)).statusCode).toBe(403);
  });
});
