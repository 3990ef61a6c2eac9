export * from './constants';
export * from './messages';
export * from './schemas/fields';
export * from './schemas/common';
export * from './schemas/auth';
