/**
 * The screener's door: the member's filters and their fields, a filter's address, and the matches
 * table the statistics and notification screens show too.
 */
export { MatchesTable } from './components/MatchesTable';
export { NoHistoryNotice, nothingMatches } from './components/NoHistoryNotice';
export { LoadError, Loading } from './components/PageStates';
export { useDebounced, useFilterFields, useFilters } from './hooks';
export { filterPath } from './paths';
