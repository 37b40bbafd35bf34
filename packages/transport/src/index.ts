export * from './base64';
export * from './client';
export * from './codec';
export * from './crypto';
export * from './json';
export * from './protocol';
export * from './zip';
