// The build starts the portal's federation runtime in place of Module Federation's
// (scripts/build/federation-entry-loader.ts, decision 0007).
import { describe, expect, it } from 'vitest';
import type { LoaderContext } from '@rspack/core';
import federationEntry, {
  FEDERATION_ENTRY,
  type FederationEntryOptions,
} from '../../../scripts/build/federation-entry-loader.ts';

function run(source: string, options: FederationEntryOptions): string {
  const context = { resource: 'data:text/javascript,...', getOptions: () => options };
  return federationEntry.call(context as unknown as LoaderContext<FederationEntryOptions>, source);
}

// The head of the module Module Federation's plugin generates (rspack 2).
const GENERATED =
  'import __module_federation_bundler_runtime__ from "/x/webpack-bundler-runtime/dist/index.cjs";' +
  'const __module_federation_container_name__ = "shell";';

describe('the federation entry loader', () => {
  it('matches the module that starts Module Federation’s runtime', () => {
    expect(FEDERATION_ENTRY.test('@module-federation/runtime/rspack.js')).toBe(true);
    expect(FEDERATION_ENTRY.test('/app/node_modules/@module-federation/runtime/dist/index.js')).toBe(false);
  });

  it('starts the portal runtime with the build’s name and runtime plugins instead', () => {
    const code = run(GENERATED, { runtime: '/r/host.ts', name: 'shell', plugins: ['/p/a.ts', '/p/b.ts'] });
    expect(code).not.toContain('__module_federation_bundler_runtime__');
    expect(code).toBe(
      [
        'import install from "/r/host.ts";',
        'import plugin0 from "/p/a.ts";',
        'import plugin1 from "/p/b.ts";',
        'install(__webpack_require__, { name: "shell", plugins: [plugin0(), plugin1()] });',
      ].join('\n'),
    );
  });

  it('refuses any other module, so that a change in the plugin fails the build', () => {
    expect(() => run('export default 1', { runtime: '/r/container.ts', name: 'mf_auth', plugins: [] })).toThrow(
      /not the module that starts the Module Federation runtime/,
    );
  });
});
