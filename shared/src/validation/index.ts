export * from './password';
export * from './email';
export * from './activation-code';
export * from './token';
