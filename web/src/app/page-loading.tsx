/**
 * Shown while a screen's code loads (slow phone connections): never a blank page. It is PageShell's
 * frame (header and footer) around a spinner, so the page then fills it in without a flash, and the
 * first paint already holds the page's lasting content (on /login the footer is the largest text,
 * Lighthouse's LCP element). It renders outside the providers (no session yet), hence the bare
 * header: the brand link only.
 */
export function PageLoading() {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-3 px-4 py-3">
          <a href="/" className="text-xl font-semibold text-brand-700">
            Legado
          </a>
          {/* Holds the height of the navigation links the real header shows. */}
          <span className="block h-9" />
        </div>
      </header>
      <main className="mx-auto flex w-full max-w-5xl flex-1 items-center justify-center px-4 py-6">
        <div role="status" className="flex items-center text-muted">
          <span
            className="mr-3 inline-block size-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
            aria-hidden
          />
          Carregando…
        </div>
      </main>
      <footer className="border-t border-slate-200 bg-white px-4 py-4 text-center text-sm text-muted">
        O Legado ajuda a redigir um testamento, mas não substitui a orientação de um advogado.
      </footer>
    </div>
  );
}
