// Module Federation's build plugin starts its runtime in every build through a module it generates
// (`@module-federation/runtime/rspack.js!=!data:text/javascript,...`): an import of
// `@module-federation/webpack-bundler-runtime`, and glue code that hands it the build's data. This
// loader, applied to that module only, replaces it with a start of the portal's own runtime
// (shared/src/federation/runtime, decision 0007), which reads the build's data itself.
import type { LoaderContext } from '@rspack/core';

export interface FederationEntryOptions {
  /** The runtime to start: shared/src/federation/runtime/host.ts or container.ts. */
  runtime: string;
  /** The build's federation name. */
  name: string;
  /** Runtime plugins, as files whose default export makes the plugin. */
  plugins: string[];
}

/** The module this loader replaces, as the rule that applies it matches it. */
export const FEDERATION_ENTRY = /@module-federation[\\/]runtime[\\/]rspack\.js$/;

export default function federationEntry(this: LoaderContext<FederationEntryOptions>, source: string): string {
  if (!source.includes('__module_federation_bundler_runtime__')) {
    throw new Error(`${this.resource} is not the module that starts the Module Federation runtime`);
  }
  const { runtime, name, plugins } = this.getOptions();
  return [
    `import install from ${JSON.stringify(runtime)};`,
    ...plugins.map((plugin, i) => `import plugin${i} from ${JSON.stringify(plugin)};`),
    `install(__webpack_require__, { name: ${JSON.stringify(name)}, plugins: [${plugins.map((_, i) => `plugin${i}()`).join(', ')}] });`,
  ].join('\n');
}
