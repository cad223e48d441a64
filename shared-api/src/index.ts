export * from './types';
export * from './contracts';
export * from './client';
export * from './schema';
export * from './format';
