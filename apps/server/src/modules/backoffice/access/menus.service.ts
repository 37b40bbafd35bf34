import crypto from 'node:crypto';
import type { MenuNode, MenuNodeWrite } from '@bitdata/contracts';
import type { AppDeps } from '../../../platform/app-deps';
import { AppError } from '../../../platform/errors';
import { menusChanged } from '../../auth';
import { fieldError } from './access.service';
import { missingGroups } from './groups.service';
import * as repo from './menus.repository';
import { missingRoles } from './roles.service';

type Deps = Pick<AppDeps, 'db' | 'realtime' | 'clock'>;

const codes = (json: string): string[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
};

const toNode = (r: repo.MenuNodeRow): MenuNode => ({
  id: r.id,
  kind: r.kind === 'section' ? 'section' : 'item',
  parentId: r.parent_id,
  title: { en: r.title_en, vi: r.title_vi },
  path: r.path,
  icon: r.icon,
  service: r.service,
  urlDynamic: r.url_dynamic === 1,
  document: r.document,
  order: r.sort_order,
  roles: codes(r.roles),
  groups: codes(r.groups),
});

/** Every node (sections and items), siblings in display order. */
export async function listMenuNodes(deps: Pick<AppDeps, 'db'>): Promise<MenuNode[]> {
  return (await repo.listNodes(deps.db)).map(toNode);
}

export async function getMenuNode(deps: Pick<AppDeps, 'db'>, id: string): Promise<MenuNode> {
  const row = await repo.findNode(deps.db, id);
  if (!row) throw AppError.of('NOT_FOUND', 'notFound');
  return toNode(row);
}

/**
 * Where a node may sit: a section at the top, an item under a section or another item, never under
 * itself or one of its own descendants (the tree would lose a branch to a cycle).
 */
async function checkPlace(deps: Pick<AppDeps, 'db'>, input: MenuNodeWrite, id?: string): Promise<void> {
  if (input.kind === 'section') {
    if (input.parentId !== null) throw fieldError('parentId', 'invalidValue');
    return;
  }
  if (input.parentId === null) throw fieldError('parentId', 'fieldRequired');
  const nodes = await repo.listNodes(deps.db);
  const byId = new Map(nodes.map((n) => [n.id, n]));
  if (!byId.has(input.parentId)) throw fieldError('parentId', 'notFound');
  for (let at: string | null = input.parentId, hops = 0; at !== null && hops <= nodes.length; hops += 1) {
    if (at === id) throw fieldError('parentId', 'invalidValue');
    at = byId.get(at)?.parent_id ?? null;
  }
}

async function checkAudience(deps: Pick<AppDeps, 'db'>, input: MenuNodeWrite): Promise<void> {
  const [roles, groups] = await Promise.all([
    missingRoles(deps, input.roles),
    missingGroups(deps, input.groups),
  ]);
  if (roles.length > 0) throw fieldError(`roles.${input.roles.indexOf(roles[0])}`, 'notFound');
  if (groups.length > 0) throw fieldError(`groups.${input.groups.indexOf(groups[0])}`, 'notFound');
}

const columns = (input: MenuNodeWrite, now: number) => ({
  kind: input.kind,
  parent_id: input.parentId,
  title_en: input.title.en,
  title_vi: input.title.vi,
  path: input.path.replace(/^\/+/, ''),
  icon: input.icon,
  service: input.service,
  url_dynamic: input.urlDynamic ? 1 : 0,
  document: input.document,
  sort_order: input.order,
  roles: JSON.stringify([...new Set(input.roles)]),
  groups: JSON.stringify([...new Set(input.groups)]),
  updated_at: now,
});

export async function createMenuNode(deps: Deps, input: MenuNodeWrite): Promise<MenuNode> {
  await checkPlace(deps, input);
  await checkAudience(deps, input);
  const now = deps.clock.now();
  const id = crypto.randomUUID();
  await repo.insertNode(deps.db, { id, ...columns(input, now), created_at: now });
  await menusChanged(deps);
  return getMenuNode(deps, id);
}

export async function updateMenuNode(deps: Deps, id: string, input: MenuNodeWrite): Promise<MenuNode> {
  await getMenuNode(deps, id);
  await checkPlace(deps, input, id);
  await checkAudience(deps, input);
  if (!(await repo.updateNode(deps.db, id, columns(input, deps.clock.now()))))
    throw AppError.of('NOT_FOUND', 'notFound');
  await menusChanged(deps);
  return getMenuNode(deps, id);
}

/** Deletes a node and everything under it. */
export async function deleteMenuNode(deps: Deps, id: string): Promise<void> {
  if (!(await repo.deleteNode(deps.db, id))) throw AppError.of('NOT_FOUND', 'notFound');
  await menusChanged(deps);
}
