// Bundles the server for production: our workspace code (including @legado/contract, which ships
// TypeScript source) goes into dist/, every npm dependency stays an external import.
import fs from 'node:fs';
import { build } from 'esbuild';

const bundleWorkspace = {
  name: 'externalize-npm-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@legado/') ? undefined : { path: args.path, external: true },
    );
  },
};

// Chunk names change with their content: start from an empty folder so old ones do not pile up.
fs.rmSync('dist', { recursive: true, force: true });

await build({
  // The PDF renderer is its own entry: src/features/documents/render-will-pdf.ts starts it as a
  // child process from dist/will-pdf-renderer.js, next to dist/main.js.
  entryPoints: {
    main: 'src/main.ts',
    'will-pdf-renderer': 'src/features/documents/will-pdf-renderer.ts',
  },
  outdir: 'dist',
  // Dynamic imports become their own chunks, loaded only when first used: react-pdf in the main
  // thread (fallback), the model SDK, the e-mail library and the database driver not in use.
  splitting: true,
  // Chunks sit next to main.js: paths.ts and render-will-pdf.ts resolve files from import.meta.url.
  chunkNames: '[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  jsx: 'automatic',
  plugins: [bundleWorkspace],
  logLevel: 'warning',
});
