export * from './errors';
export * from './client';
export * from './server-clock';
export * from './clients';
export * from './auth';
export * from './social';
export * from './query-keys';
export * from './queries';
export * from './inputs';
export * from './idempotency';
/** Typed documents and result types of the main account service's operations (generated). */
export * as mainOperations from './generated/main';
/** Typed documents and result types of the data service's operations (generated). */
export * as dataOperations from './generated/data';
