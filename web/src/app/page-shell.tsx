import type { ReactNode } from 'react';
import { SiteHeader } from './site-header';

/** A page with the header and a centered, phone-first content column. */
export function PageShell({ children, title }: { children: ReactNode; title?: string }) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <a href="#conteudo" className="sr-only focus:not-sr-only focus:absolute focus:p-2">
        Pular para o conteúdo
      </a>
      <SiteHeader />
      <main id="conteudo" className="mx-auto w-full max-w-5xl flex-1 px-4 py-6">
        {title ? <h1 className="mb-4 text-2xl font-semibold text-ink">{title}</h1> : null}
        {children}
      </main>
      <footer className="border-t border-slate-200 bg-white px-4 py-4 text-center text-sm text-muted">
        O Legado ajuda a redigir um testamento, mas não substitui a orientação de um advogado.
      </footer>
    </div>
  );
}
