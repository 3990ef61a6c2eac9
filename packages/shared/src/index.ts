export * from './constants';
export * from './messages';
export * from './schemas/fields';
export * from './schemas/common';
export * from './schemas/auth';
export * from './schemas/symposia';
export * from './schemas/accounts';
export * from './schemas/events';
