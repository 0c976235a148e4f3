import fs from 'node:fs';
import path from 'node:path';

/** The lazily loaded page of each route of web/src/app/router.tsx, as Vite's manifest names it. */
const ROUTE_PAGES: Record<string, string> = {
  '/login': 'src/app/pages/login-page.tsx',
  '/chat': 'src/app/pages/chat-page.tsx',
  '/pdf-viewer': 'src/app/pages/pdf-viewer-page.tsx',
  '/auth/callback': 'src/app/pages/auth-callback-page.tsx',
  '/redefinir-senha': 'src/app/pages/reset-password-page.tsx',
  '/meus-dados': 'src/app/pages/my-data-page.tsx',
  '/exemplo': 'src/app/pages/example-page.tsx',
};

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/** The chunk files a module needs: its own and those it imports, the entry's excepted. */
function chunkFiles(manifest: Record<string, ManifestChunk>, key: string): string[] {
  const entryFiles = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    if (!chunk.isEntry) continue;
    entryFiles.add(chunk.file);
    for (const imported of chunk.imports ?? []) {
      const file = manifest[imported]?.file;
      if (file) entryFiles.add(file);
    }
  }
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const chunk = manifest[name];
    if (!chunk || chunk.isEntry) return;
    if (!entryFiles.has(chunk.file)) files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return files;
}

/**
 * index.html for each route, with `<link rel="modulepreload">` for that route's page: a phone
 * then fetches the page's code together with the app's entry instead of one round trip after it
 * (on /login, a few hundred milliseconds of a slow 4G connection). Routes without a page of
 * their own, or a build without its manifest, get index.html as built.
 */
export function indexHtmlByRoute(webDist: string): (pathname: string) => string {
  const html = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  let manifest: Record<string, ManifestChunk> = {};
  try {
    manifest = JSON.parse(
      fs.readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, ManifestChunk>;
  } catch {
    // No manifest (a development build): no hints, the page still loads.
  }
  const pages = new Map<string, string>();
  for (const [route, source] of Object.entries(ROUTE_PAGES)) {
    const links = chunkFiles(manifest, source)
      .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`)
      .join('');
    if (links !== '' && html.includes('</head>')) {
      pages.set(route, html.replace('</head>', `${links}  </head>`));
    }
  }
  return (pathname) => pages.get(pathname.replace(/\/+$/, '') || '/') ?? html;
}
