// Bundles the server for production: our workspace code (including @legado/contract, which ships
// TypeScript source) goes into dist/, every npm dependency stays an external import.
import { build } from 'esbuild';

const bundleWorkspace = {
  name: 'externalize-npm-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@legado/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  // The PDF worker is its own entry: src/features/documents/render-will-pdf.ts starts it from
  // dist/will-pdf-worker.js, next to dist/main.js.
  entryPoints: {
    main: 'src/main.ts',
    'will-pdf-worker': 'src/features/documents/will-pdf-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  jsx: 'automatic',
  plugins: [bundleWorkspace],
  logLevel: 'warning',
});
