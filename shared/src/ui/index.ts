export * from './button';
export * from './text-field';
export * from './choice-fields';
export * from './modal';
export * from './toast';
export * from './empty-state';
export * from './skeleton';
export * from './theme';
export { injectUiStyles, UI_CSS } from './styles';
