import { SERVICE_PREFIX } from '../../api/config';

/** The import screens' routes: import, import/create, import/{id}. */
export const IMPORT_PATHS = {
  list: `/${SERVICE_PREFIX}/import`,
  create: `/${SERVICE_PREFIX}/import/create`,
  one: (id: string) => `/${SERVICE_PREFIX}/import/${encodeURIComponent(id)}`,
};
