export * from './storage';
export * from './portal-clients';
