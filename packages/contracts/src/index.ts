export * from './i18n';
export * from './envelope';
export * from './errors';
export * from './events';
export * from './jobs';
export * from './permissions';
export * from './identity';
export * from './forms';
