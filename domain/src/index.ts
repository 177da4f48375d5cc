// Public entry of @portal/domain: the rules the services and the front end both apply. See README.md.
export * from './languages.ts';
export * from './quantities.ts';
export * from './quantity-names.ts';
export * from './numbers.ts';
export * from './local-date.ts';
export * from './date-format.ts';
export * from './zone.ts';
export * from './passwords.ts';
export * from './email.ts';
export * from './activation-codes.ts';
export * from './rating.ts';
export * from './settlement.ts';
export * from './csv.ts';
