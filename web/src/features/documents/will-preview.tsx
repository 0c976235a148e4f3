import { useMemo } from 'react';
import { willText, type TestamentContent, type WillDocument } from '@legado/contract';
import { cn } from '@/lib/cn';
import { documentsText } from './messages';

/** Either the will's text already built, or its content (the text is then built here). */
export type WillPreviewProps = { className?: string } & (
  { document: WillDocument } | { content: TestamentContent; status?: 'draft' | 'concluido' }
);

function useWillDocument(props: WillPreviewProps): WillDocument {
  const document = 'document' in props ? props.document : undefined;
  const content = 'content' in props ? props.content : undefined;
  const status = 'content' in props ? (props.status ?? 'draft') : 'draft';
  return useMemo(() => {
    if (document !== undefined) return document;
    if (content === undefined) throw new Error('WillPreview precisa de document ou content.');
    return willText(content, { status });
  }, [document, content, status]);
}

/**
 * The will as it will be printed: the same willText the PDF renders (ARCHITECTURE §8), in a
 * serif, readable layout that works from a 360 px phone up.
 */
export function WillPreview(props: WillPreviewProps) {
  const doc = useWillDocument(props);
  return (
    <article
      lang="pt-BR"
      aria-label={documentsText.previewLabel}
      className={cn(
        'mx-auto w-full max-w-[46rem] rounded-lg border border-slate-200 bg-white px-4 py-6 font-serif text-[1.0625rem] leading-relaxed text-ink shadow-sm sm:px-10 sm:py-10',
        props.className,
      )}
    >
      {doc.status === 'draft' ? (
        <p className="mb-6 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 font-sans text-sm text-amber-900">
          {documentsText.draftNotice}
        </p>
      ) : null}
      <header className="mb-6 text-center">
        <h2 className="text-xl font-bold tracking-wide uppercase sm:text-2xl">{doc.titulo}</h2>
        {doc.subtitulo === undefined ? null : (
          <p className="mt-2 text-base text-muted italic">{doc.subtitulo}</p>
        )}
      </header>
      {doc.preambulo.map((paragraph, i) => (
        <p key={i} className="mb-4 hyphens-auto sm:text-justify">
          {paragraph}
        </p>
      ))}
      {doc.clausulas.map((clause) => (
        <section
          key={clause.numero}
          className="mt-6"
          aria-label={`${clause.numero} — ${clause.titulo}`}
        >
          <h3 className="mb-2 font-bold">
            {clause.numero} — {clause.titulo}
          </h3>
          {clause.paragrafos.map((paragraph, i) => (
            <p key={i} className="mb-3 hyphens-auto sm:text-justify">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
      <footer className="mt-8">
        <p className="mb-4 hyphens-auto sm:text-justify">{doc.fecho.texto}</p>
        <p className="text-right">{doc.fecho.cidadeData}</p>
        {/* A público minuta has no signatures: it is signed only at the tabelionato. */}
        {doc.assinaturas.length === 0 ? null : (
          <section aria-label={documentsText.signaturesHeading} className="mt-10">
            <h3 className="sr-only">{documentsText.signaturesHeading}</h3>
            <ul className="grid gap-10 sm:grid-cols-2">
              {doc.assinaturas.map((signature) => (
                <li key={signature.papel} className="pt-10 text-center text-base">
                  <div aria-hidden="true" className="mb-2 border-t border-ink" />
                  <p className="font-semibold">{signature.nome}</p>
                  {signature.cpf === undefined ? null : <p>{documentsText.cpf(signature.cpf)}</p>}
                  {signature.endereco === undefined ? null : (
                    <p className="text-sm">{signature.endereco}</p>
                  )}
                  <p className="text-muted">{signature.papel}</p>
                </li>
              ))}
            </ul>
          </section>
        )}
      </footer>
    </article>
  );
}
