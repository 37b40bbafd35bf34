export * from './auth';
export * from './common';
export * from './configuration';
export * from './market';
export * from './messages';
export * from './public';
export * from './realtime';
export * from './site';
