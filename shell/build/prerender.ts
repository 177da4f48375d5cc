// The shell's server half: the module that renders the public pages ahead of their script
// (server/render.tsx, docs/decisions/0090), built for Node beside the browser's build.
import { basename, dirname, resolve } from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { typescriptRule } from '../../scripts/build/app-config.ts';
import { rendererPath } from '../../scripts/lib/prerender.mjs';

/**
 * A build without Module Federation: the shell's loader of a remote's routes and the federation runtime
 * are replaced by direct imports of every remote (the monolithic comparison build, and the renderer).
 */
export function monolithAlias(dir: string): Record<string, string> {
  return {
    [resolve(dir, 'src/federation/load-remote-routes.ts')]: resolve(dir, '../scripts/build/monolith-remote-routes.ts'),
    [resolve(dir, '../shared/src/federation/remotes.ts')]: resolve(
      dir,
      '../scripts/build/monolith-federation-runtime.ts',
    ),
  };
}

export function prerenderConfig({ dir, outputPath }: { dir: string; outputPath: string }): Configuration {
  return {
    name: 'shell-prerender',
    context: dir,
    mode: 'production',
    devtool: false,
    target: ['node22'],
    entry: resolve(dir, 'server/render.tsx'),
    output: {
      // beside the browser's files, never among those served (`<dist>-server/render.cjs`)
      path: dirname(rendererPath(outputPath)),
      filename: basename(rendererPath(outputPath)),
      library: { type: 'commonjs2' },
      // one file: the texts and screens the browser loads as chunks are all at hand on the server
      asyncChunks: false,
      clean: true,
    },
    module: {
      rules: [
        typescriptRule({ development: false }),
        // a screen's CSS file is the browser's to load (main.css is linked by the page; the public
        // screens' styles are style sheets their components add, which the render collects)
        { test: /\.css$/, type: 'asset/source' },
      ],
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], alias: monolithAlias(dir) },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify('production'),
        'process.env.PORTAL_RELEASE': JSON.stringify(process.env.PORTAL_RELEASE || 'dev'),
      }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
  };
}
