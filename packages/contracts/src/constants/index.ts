/**
 * The constants side of contracts: master data, levels, channel and event names, close codes, page
 * sizes. Nothing here imports zod, so the web can import it (`@bitdata/contracts/constants`) without
 * pulling the schemas into its first bundle.
 */
export * from './app';
export * from './auth';
export * from './backoffice';
export * from './filters';
export * from './market';
export * from './notifications';
export * from './paging';
export * from './payments';
export * from './permissions';
export * from './realtime';
export * from './schedules';
export * from './statistics';
