import { type DocumentWriteInput, PERMISSION_LEVEL } from '@bitdata/contracts';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { ROLES } from '../../../platform/db/seed-foundation';
import { membershipChanged, rolesChanged } from '../../auth/auth.service';
import { bearer, signupVerified, tokenOf } from '../../auth/auth.test-helpers';

/** Back-office test fixtures: one signed-in user per seeded role, grants set through role_permissions. */

export type RoleCode = (typeof ROLES)[number]['code'];
export const ROLE_CODES = ROLES.map((r) => r.code) as RoleCode[];
export const { view, viewAll, create, edit, hidden } = PERMISSION_LEVEL;
export const remove = PERMISSION_LEVEL.delete;

export interface BackofficeApp extends TestApp {
  /** Access token per user name (`<role>` and any extra users). */
  tokens: Record<string, string>;
  userIds: Record<string, string>;
}

/** The real app with a user per seeded role (named by the role), plus `extra` users of the given roles. */
export async function createBackofficeApp(
  extra: Record<string, RoleCode> = {},
  env: Record<string, string> = {},
): Promise<BackofficeApp> {
  const t = await createTestApp({ MARKET_EXCHANGES: '', ...env });
  const users: Record<string, RoleCode> = { ...Object.fromEntries(ROLE_CODES.map((r) => [r, r])), ...extra };
  const tokens: Record<string, string> = {};
  const userIds: Record<string, string> = {};
  for (const [name, role] of Object.entries(users)) {
    const username = `${name}@example.com`;
    await signupVerified(t, username);
    const row = await t.deps.db
      .updateTable('users')
      .set({ role_code: role })
      .where('username', '=', username)
      .returning('id')
      .executeTakeFirstOrThrow();
    userIds[name] = row.id;
    tokens[name] = await tokenOf(t, username);
  }
  await t.deps.jobs.stop();
  return { ...t, tokens, userIds };
}

/** Sets the levels a role holds on a resource (replacing what it held there). */
export async function setGrants(t: TestApp, role: string, resource: string, levels: readonly number[]) {
  await t.deps.db
    .deleteFrom('role_permissions')
    .where('role_code', '=', role)
    .where('resource', '=', resource)
    .execute();
  if (levels.length)
    await t.deps.db
      .insertInto('role_permissions')
      .values(levels.map((level) => ({ role_code: role, resource, level })))
      .execute();
  await rolesChanged(t.deps, role);
}

/** Puts the named users (keys of userIds) in a new back-office group: row scope "view" spans its members. */
export async function shareGroup(t: BackofficeApp, code: string, users: readonly string[]) {
  const now = Date.now();
  await t.deps.db
    .insertInto('groups')
    .values({ code, name_en: code, name_vi: code, created_at: now, updated_at: now })
    .execute();
  const ids = users.map((u) => t.userIds[u] as string);
  await t.deps.db
    .insertInto('group_members')
    .values(ids.map((user_id) => ({ group_code: code, user_id })))
    .execute();
  await membershipChanged(t.deps, ids);
}

/** An HTTP call as `user` (a key of tokens) or anonymous. */
export function call(
  t: BackofficeApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  user?: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url: `/api/core${url}`,
    headers: user ? bearer(t.tokens[user]) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** A master-data document of currencies, referred to by the bank account document. */
export const CURRENCY_DOCUMENT: DocumentWriteInput = {
  code: 'currency',
  name: { en: 'Currency', vi: 'Tiền tệ' },
  collection: 'masterdata',
  fields: [
    {
      code: 'code',
      label: { en: 'Code', vi: 'Mã' },
      type: 'string',
      required: true,
      unique: true,
      searchable: true,
    },
    { code: 'name', label: { en: 'Name', vi: 'Tên' }, type: 'string' },
  ],
};

/** A "Bank account" document as an operator would define it, with a few more types. */
export const BANK_ACCOUNT_DOCUMENT: DocumentWriteInput = {
  code: 'bank-account',
  name: { en: 'Bank account', vi: 'Tài khoản ngân hàng' },
  collection: 'business',
  fields: [
    {
      code: 'bankName',
      label: { en: 'Bank name', vi: 'Tên ngân hàng' },
      type: 'string',
      required: true,
      searchable: true,
      sortable: true,
      validation: { maxLength: 100 },
    },
    {
      code: 'accountNumber',
      label: { en: 'Account number', vi: 'Số tài khoản' },
      type: 'string',
      unique: true,
      validation: { pattern: '[0-9]{4,20}' },
    },
    {
      code: 'currency',
      label: { en: 'Currency', vi: 'Tiền tệ' },
      type: 'string',
      reference: { mode: 'own', document: 'currency', labelField: 'code' },
    },
    { code: 'opened', label: { en: 'Opened', vi: 'Ngày mở' }, type: 'date' },
    {
      code: 'balance',
      label: { en: 'Balance', vi: 'Số dư' },
      type: 'double',
      searchable: true,
      sortable: true,
      validation: { min: 0 },
    },
    {
      code: 'branches',
      label: { en: 'Branches', vi: 'Chi nhánh' },
      type: 'number',
      validation: { min: 0, max: 1000 },
    },
    {
      code: 'kind',
      label: { en: 'Kind', vi: 'Loại' },
      type: 'string',
      validation: { options: ['checking', 'savings'] },
    },
    { code: 'active', label: { en: 'Active', vi: 'Đang dùng' }, type: 'boolean', searchable: true },
    { code: 'meetAt', label: { en: 'Meeting time', vi: 'Giờ hẹn' }, type: 'time' },
    { code: 'checkedAt', label: { en: 'Checked at', vi: 'Kiểm tra lúc' }, type: 'datetime' },
    { code: 'extra', label: { en: 'Extra', vi: 'Thêm' }, type: 'object' },
    { code: 'tags', label: { en: 'Tags', vi: 'Nhãn' }, type: 'array' },
    {
      code: 'label',
      label: { en: 'Label', vi: 'Nhãn hiển thị' },
      type: 'string',
      reference: { mode: 'function', name: 'concat', args: ['bankName', 'accountNumber'] },
    },
    {
      code: 'audit',
      label: { en: 'Audit note', vi: 'Ghi chú kiểm toán' },
      type: 'string',
      default: 'none',
      reference: { mode: 'readonly' },
    },
  ],
};
