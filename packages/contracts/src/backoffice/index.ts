export * from './access';
export * from './documents';
export * from './events';
export * from './imports';
export * from './records';
