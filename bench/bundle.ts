import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** The JavaScript a route needs before it can render, as the build manifest describes it. */
export interface InitialJs {
  route: string;
  files: string[];
  rawBytes: number;
  gzipBytes: number;
  /** Bundled sources from react-pdf or pdf.js found in those files (must be empty). */
  pdfSources: string[];
}

const PDF_CODE = /node_modules\/(react-pdf|pdfjs-dist)\//;

/** The chunk and everything it imports statically, each once. */
function withStaticImports(
  manifest: Record<string, ManifestChunk>,
  key: string,
  seen: Set<string>,
) {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) withStaticImports(manifest, imported, seen);
}

function pdfSourcesOf(distDir: string, file: string): string[] {
  const map = path.join(distDir, `${file}.map`);
  if (fs.existsSync(map)) {
    const { sources } = JSON.parse(fs.readFileSync(map, 'utf8')) as { sources: string[] };
    return sources.filter((source) => PDF_CODE.test(source));
  }
  // No source map: look for the libraries' own markers in the code.
  const code = fs.readFileSync(path.join(distDir, file), 'utf8');
  return /react-pdf__|pdfjs-dist|GlobalWorkerOptions/.test(code) ? [`${file} (code)`] : [];
}

/**
 * Initial JavaScript of `/` (the entry chunk and its static imports) and of `/login` (that, plus
 * the lazy login chunk and its own static imports), gzip-sized with zlib.
 */
export function initialJavaScript(webDist: string): InitialJs[] {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(webDist, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  if (!entry) throw new Error('the build manifest has no entry chunk');
  const loginKey = Object.keys(manifest).find((key) => key.endsWith('pages/login-page.tsx'));
  if (!loginKey) throw new Error('the build manifest has no login page chunk');

  const routes: Array<[string, string[]]> = [
    ['/', [entry]],
    ['/login', [entry, loginKey]],
  ];
  return routes.map(([route, roots]) => {
    const keys = new Set<string>();
    for (const root of roots) withStaticImports(manifest, root, keys);
    const files = [...keys].map((key) => manifest[key]!.file).filter((f) => f.endsWith('.js'));
    let rawBytes = 0;
    let gzipBytes = 0;
    const pdfSources: string[] = [];
    for (const file of files) {
      const bytes = fs.readFileSync(path.join(webDist, file));
      rawBytes += bytes.length;
      gzipBytes += gzipSync(bytes, { level: 9 }).length;
      pdfSources.push(...pdfSourcesOf(webDist, file));
    }
    return { route, files, rawBytes, gzipBytes, pdfSources };
  });
}
