import { PATHS } from '../../app/paths';

/** Addresses of the forms screens, under the service prefix. */
export const FORM_PATHS = {
  list: `${PATHS.service}/form`,
  create: `${PATHS.service}/form/create`,
  one: (id: string) => `${PATHS.service}/form/${encodeURIComponent(id)}`,
};
