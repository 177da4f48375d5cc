export * from './local-date';
export * from './zone';
export * from './period';
export * from './span';
export * from './comparison';
export * from './service-format';
export * from './format-date';
