import type { Role } from '@bitdata/contracts/backoffice/access';
import type { BackofficeDocument } from '@bitdata/contracts/backoffice/documents';
import type { Grants } from '@bitdata/contracts/constants';
import type { TransportResponse } from '../../../api/client';
import { type Handler, installApi, testUser } from '../../../test/render';
import { saveSession } from '../../auth/auth-storage';

export const documentOf = (code: string, en: string, collection = 'business'): BackofficeDocument => ({
  id: code,
  code,
  name: { en, vi: `${en} (vi)` },
  collection,
  builtIn: false,
  operations: { list: true, read: true, create: true, update: true, delete: true },
  fields: [
    {
      code: 'title',
      label: { en: 'Title', vi: 'Tiêu đề' },
      type: 'string',
      required: true,
      unique: false,
      validation: {},
      listed: true,
      sortable: false,
      searchable: false,
    },
  ],
  removedFields: [],
  formId: null,
  createdAt: 0,
  updatedAt: 0,
});

export const roleOf = (code: string, permissions: Role['permissions'] = []): Role => ({
  code,
  name: { en: `Role ${code}`, vi: `Vai trò ${code}` },
  builtIn: code === 'basic',
  permissions,
  userCount: 2,
});

/** A signed-in operator with `grants` and a fake server: `routes` answers the feature's calls. */
export function serveAccess(routes: Handler, grants: Grants) {
  const user = testUser({ grants, role: 'administrator' });
  saveSession({ accessToken: 'operator-token', user }, true);
  return installApi((method, path, init): TransportResponse => {
    if (path === '/auth/me') return { status: 200, body: { data: user } };
    if (path === '/configuration') return { status: 200, body: { data: [] } };
    return routes(method, path, init);
  });
}
