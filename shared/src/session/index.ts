export * from './storage';
export * from './portal-clients';
export * from './sign-out-channel';
