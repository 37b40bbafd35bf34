export * from './access';
export * from './documents';
export * from './imports';
export * from './records';
