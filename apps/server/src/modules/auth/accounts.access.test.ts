import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { findPayingMember, insertAccount, listAccounts } from './accounts.service';
import { newUserRow } from './auth.service';

/**
 * Accounts read with what the back office owns (a role's staff flag, a group's members): auth asks
 * `deps.access` and filters its own users by the answer.
 */
describe('accounts and the back office access data', () => {
  let t: TestApp;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const now = t.deps.clock.now();
    for (const [username, role] of [
      ['member.one@example.com', 'member'],
      ['member.two@example.com', 'basic'],
      ['staff.one@example.com', 'operator'],
    ]) {
      const row = await newUserRow(
        { username, password: 'a long enough password', name: username, phone: '', role, verifiedAt: now },
        now,
      );
      expect(await insertAccount(t.deps.db, row)).toBe(true);
      ids[username] = row.id;
    }
    await t.deps.db
      .insertInto('groups')
      .values([
        { code: 'desk', name_en: 'Desk', name_vi: 'Desk', created_at: now, updated_at: now },
        { code: 'empty', name_en: 'Empty', name_vi: 'Empty', created_at: now, updated_at: now },
      ])
      .execute();
    await t.deps.db
      .insertInto('group_members')
      .values([
        { group_code: 'desk', user_id: ids['member.two@example.com'] },
        { group_code: 'desk', user_id: ids['staff.one@example.com'] },
      ])
      .execute();
  });
  afterAll(() => t.close());

  it("tells a paying member's staff flag from their role", async () => {
    expect(await findPayingMember(t.deps, ids['member.one@example.com'])).toMatchObject({
      username: 'member.one@example.com',
      role_code: 'member',
      is_staff: false,
    });
    expect(await findPayingMember(t.deps, ids['staff.one@example.com'])).toMatchObject({
      role_code: 'operator',
      is_staff: true,
    });
    expect(await findPayingMember(t.deps, 'no-such-account')).toBeUndefined();
  });

  it('reads the staff flag through the transaction it is given', async () => {
    const member = await t.deps.db
      .transaction()
      .execute((trx) => findPayingMember({ db: trx, access: t.deps.access }, ids['staff.one@example.com']));
    expect(member?.is_staff).toBe(true);
  });

  it("lists a group's members only, paged, with their total", async () => {
    const page = await listAccounts(t.deps, { group: 'desk', offset: 0, limit: 1 });
    expect(page.total).toBe(2);
    expect(page.rows).toHaveLength(1);
    const all = await listAccounts(t.deps, { group: 'desk', role: 'operator', offset: 0, limit: 10 });
    expect(all.rows.map((r) => r.username)).toEqual(['staff.one@example.com']);
    expect(await listAccounts(t.deps, { group: 'empty', offset: 0, limit: 10 })).toEqual({
      rows: [],
      total: 0,
    });
    expect(await listAccounts(t.deps, { group: 'no-such-group', offset: 0, limit: 10 })).toEqual({
      rows: [],
      total: 0,
    });
  });
});
