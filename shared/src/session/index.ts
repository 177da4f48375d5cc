export * from './storage';
export * from './portal-clients';
export * from './discard';
export * from './sign-out-channel';
