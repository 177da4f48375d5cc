export * from './quantities';
export * from './smileys';
export * from './rating';
