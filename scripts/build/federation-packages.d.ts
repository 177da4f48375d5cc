// The federation packages the build aliases (app-config.ts): the very modules the federation plugin
// injects into a build, whatever their module format.
declare module 'portal-federation-bundler-runtime' {
  const federation: { bundlerRuntime: Record<string, unknown>; attachShareScopeMap: unknown };
  export default federation;
}

declare module 'portal-federation-runtime' {
  export * from '@module-federation/runtime';
}

declare module 'portal-federation-init-container-entry' {
  export const initContainerEntry: (options: unknown) => unknown;
}
