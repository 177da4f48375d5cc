export * from './number';
