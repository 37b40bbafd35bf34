import { PATHS } from '../../app/paths';

/** /core/filter/{filterId}: the filter's matches and its builder. */
export const filterPath = (filterId: string) => `${PATHS.dashboard.filter}/${encodeURIComponent(filterId)}`;
