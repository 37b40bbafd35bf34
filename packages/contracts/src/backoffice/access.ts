import { z } from 'zod';
import { pageQuerySchema, text } from '../common';
import { USER_STATUSES } from '../constants/backoffice';
import { PERMISSION_LEVEL } from '../constants/permissions';
import { codeSchema, fieldCodeSchema, localizedTextSchema } from './documents';

const levelSchema = z.union(
  Object.values(PERMISSION_LEVEL).map((l) => z.literal(l)) as never as [
    z.ZodLiteral<1>,
    z.ZodLiteral<2>,
    z.ZodLiteral<3>,
    z.ZodLiteral<4>,
    z.ZodLiteral<5>,
    z.ZodLiteral<6>,
  ],
);

/**
 * The levels held on one document (1 view ... 6 hidden), and the document's fields
 * this grant keeps out of every answer (field scope).
 */
export const documentGrantSchema = z
  .object({
    document: codeSchema,
    levels: z.array(levelSchema).max(6),
    hiddenFields: z.array(fieldCodeSchema).max(100).default([]),
  })
  .strict();
export type DocumentGrant = z.infer<typeof documentGrantSchema>;

/** GET /api/core/roles and /roles/{code}. */
export const roleSchema = z.object({
  code: codeSchema,
  name: localizedTextSchema,
  /** The six seeded roles: they cannot be deleted or renamed. */
  builtIn: z.boolean(),
  permissions: z.array(documentGrantSchema),
  userCount: z.number().int(),
});
export type Role = z.infer<typeof roleSchema>;
/** POST /api/core/roles and PUT /roles/{code} (the code cannot change on PUT). */
export const roleWriteSchema = z
  .object({ code: codeSchema, name: localizedTextSchema, permissions: z.array(documentGrantSchema).max(500) })
  .strict();
export type RoleWrite = z.infer<typeof roleWriteSchema>;

/** A user as lists of members show them. */
export const memberRefSchema = z.object({ id: z.string(), username: z.string(), name: z.string() });
export type MemberRef = z.infer<typeof memberRefSchema>;

/** GET /api/core/groups and /groups/{code}: its grants add to each member's role's. */
export const groupSchema = z.object({
  code: codeSchema,
  name: localizedTextSchema,
  members: z.array(memberRefSchema),
  permissions: z.array(documentGrantSchema),
});
export type Group = z.infer<typeof groupSchema>;
export const groupWriteSchema = z
  .object({
    code: codeSchema,
    name: localizedTextSchema,
    memberIds: z.array(z.string().max(64)).max(10_000),
    permissions: z.array(documentGrantSchema).max(500),
  })
  .strict();
export type GroupWrite = z.infer<typeof groupWriteSchema>;

/**
 * A stored menu node: a section (subheader) or an item under a section
 * or under another item. Visible to the listed roles and groups (empty lists: to everybody signed
 * in), and never where the user lacks view on its document.
 */
export const menuNodeSchema = z.object({
  id: z.string(),
  kind: z.enum(['section', 'item']),
  /** The section or item this one sits under; null for a section. */
  parentId: z.string().nullable(),
  title: localizedTextSchema,
  /** Path under the service prefix ('' is the dashboard); items only. */
  path: z.string().max(300),
  icon: z.string().max(64),
  service: z.string().max(64),
  urlDynamic: z.boolean(),
  document: codeSchema.nullable(),
  order: z.number().int(),
  roles: z.array(codeSchema),
  groups: z.array(codeSchema),
});
export type MenuNode = z.infer<typeof menuNodeSchema>;
export const menuNodeWriteSchema = menuNodeSchema
  .omit({ id: true })
  .extend({
    path: z
      .string()
      .trim()
      .regex(/^[a-zA-Z0-9/_\-:{}]*$/, 'invalidPath')
      .max(300)
      .default(''),
    icon: z
      .string()
      .trim()
      .regex(/^[a-z0-9-]*$/, 'invalidIcon')
      .max(64)
      .default(''),
    service: z.string().trim().max(64).default(''),
    urlDynamic: z.boolean().default(false),
    document: codeSchema.nullable().default(null),
    order: z.number().int().min(0).max(100_000).default(0),
    roles: z.array(codeSchema).max(100).default([]),
    groups: z.array(codeSchema).max(100).default([]),
  })
  .strict();
export type MenuNodeWrite = z.infer<typeof menuNodeWriteSchema>;

/** A user as the back office manages it: /api/core/admin/users. */
export const adminUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  displayName: z.string(),
  phone: z.string(),
  role: codeSchema,
  groups: z.array(codeSchema),
  status: z.enum(USER_STATUSES),
  verified: z.boolean(),
  language: z.string(),
  timezone: z.string(),
  createdAt: z.number().int(),
  lastSeenAt: z.number().int().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListQuerySchema = pageQuerySchema.extend({
  search: text({ max: 100 }).optional(),
  role: codeSchema.optional(),
  status: z.enum(USER_STATUSES).optional(),
  group: codeSchema.optional(),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;
/** POST /api/core/admin/users: a verified account; without a password the user gets a reset link. */
export const adminUserCreateSchema = z
  .object({
    username: z.email('emailInvalid').max(254),
    name: text({ max: 100, required: 'fieldRequired' }),
    phone: text({ max: 32 }).default(''),
    role: codeSchema,
    groups: z.array(codeSchema).max(100).default([]),
    password: z.string().min(8, 'passwordTooShort').max(128).optional(),
  })
  .strict();
export type AdminUserCreate = z.infer<typeof adminUserCreateSchema>;
/** PUT /api/core/admin/users/{id}: what an operator may change. */
export const adminUserUpdateSchema = z
  .object({
    name: text({ max: 100, required: 'fieldRequired' }).optional(),
    phone: text({ max: 32 }).optional(),
    role: codeSchema.optional(),
    groups: z.array(codeSchema).max(100).optional(),
    status: z.enum(USER_STATUSES).optional(),
  })
  .strict();
export type AdminUserUpdate = z.infer<typeof adminUserUpdateSchema>;
