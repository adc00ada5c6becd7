// Bundles the server and its CLI commands into dist/. The shared workspace package is compiled
// in; every other package stays an ordinary import from node_modules.
import { build } from 'esbuild';

const workspacePrefix = '@greenscape/';

await build({
  entryPoints: {
    main: 'src/main.ts',
    // Beside main.js, where src/modules/documents/pdf/draw-off-thread.ts looks for it.
    'pdf-worker': 'src/modules/documents/pdf/pdf-worker.ts',
    'cli/migrate': 'src/cli/migrate.ts',
    'cli/admin-create': 'src/cli/admin-create.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith(workspacePrefix) ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
