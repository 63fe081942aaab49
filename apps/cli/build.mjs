// Bundles the CLI (and with it the server and workspace packages, which ship as TypeScript source)
// into one ESM file. npm dependencies stay external and load from node_modules.
import { join } from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;

const workspace = /^@crucible\//;
const bare = /^[^./]|^\.[^./]|^\.\.[^/]/;
// Bundled although from npm (with what it requires): the engine needs ajv 8, while the copy
// hoisted to the root node_modules, where the bundle would resolve it, is eslint's ajv 6.
const inlined = (args) =>
  /^ajv(\/|$)/.test(args.path) || /[\\/]node_modules[\\/]ajv[\\/]/.test(args.importer);

await build({
  entryPoints: { crucible: join(here, 'src/main.ts') },
  outdir: join(here, 'dist'),
  // Code behind a dynamic import (the server, for the commands that need it) goes into chunks
  // loaded on demand, so `crucible eval` never loads Fastify or the database drivers.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalize-npm-dependencies',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: bare }, (args) =>
          workspace.test(args.path) || inlined(args) || args.kind === 'entry-point'
            ? undefined
            : { path: args.path, external: true },
        );
      },
    },
  ],
});
