import type { TestamentContent } from '@legado/contract';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Suspense } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { useAuth } from '@/features/auth/auth-context';
import {
  getTestament,
  getTestamentPdf,
  testamentQueryKey,
} from '@/features/documents/api/get-testament-pdf';
import { LazyPdfViewer } from '@/features/documents/lazy-pdf-viewer';
import { documentsText } from '@/features/documents/messages';
import { NotarySteps } from '@/features/documents/notary-steps';
import { SigningInstructions } from '@/features/documents/signing-instructions';
import { SigningRecord } from '@/features/documents/signing-record';
import { apiErrorMessage } from '@/lib/api-client';
import { PageShell } from '../page-shell';

/** /pdf-viewer?id=: the PDF in the page, with download, print, signing steps and a way back. */
export function PdfViewerPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const id = params.get('id');
  const { user, isLoading } = useAuth();
  const enabled = Boolean(id && user);
  const testament = useQuery({
    queryKey: testamentQueryKey(id),
    queryFn: () => getTestament(id!),
    enabled,
  });
  const pdf = useQuery({
    queryKey: ['testament-pdf', id],
    queryFn: () => getTestamentPdf(id!),
    enabled,
    staleTime: 0,
  });

  if (!isLoading && !user) {
    return (
      <Navigate
        to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`}
        replace
      />
    );
  }
  const will = testament.data?.testament;
  const content = will?.content as TestamentContent | undefined;
  const forma = content?.formalidades?.forma ?? 'particular';
  const concluded = will?.status === 'concluido';
  const error = testament.error ?? pdf.error;

  return (
    <PageShell>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Seu testamento em PDF</h1>
        {id ? (
          <Link
            to={`/chat?id=${id}`}
            className="inline-flex min-h-11 items-center gap-2 text-brand-700 underline"
          >
            <ArrowLeft aria-hidden className="size-4" />
            Voltar para a conversa
          </Link>
        ) : null}
      </div>
      {!id ? <p role="alert">Nenhum testamento selecionado</p> : null}
      {will?.replaced_by ? (
        <p
          role="note"
          className="mb-4 rounded-lg border-2 border-amber-500 bg-amber-50 p-3 text-amber-950"
        >
          {documentsText.replacedNotice(
            new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short' }).format(
              new Date(will.replaced_by.finalized_at ?? will.updated_at),
            ),
          )}
        </p>
      ) : null}
      {will ? (
        <p className="mb-4 text-muted">
          {documentsText.viewerStatus(concluded, forma === 'publico' ? 'publico' : 'particular')}
        </p>
      ) : null}
      {error ? (
        <p
          role="alert"
          className="mb-4 rounded-lg border border-red-300 bg-red-50 p-3 text-red-900"
        >
          {apiErrorMessage(error, 'Não foi possível gerar o documento')}
        </p>
      ) : null}
      {/* minmax(0, …) and min-w-0: a page zoomed wider than the screen scrolls inside the
          viewer's frame, not the whole page sideways. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-label="Documento" className="min-w-0">
          {pdf.data ? (
            <Suspense fallback={<p role="status">Carregando o visualizador…</p>}>
              <LazyPdfViewer
                file={pdf.data}
                fileName={`testamento-${(id ?? '').slice(0, 8)}.pdf`}
              />
            </Suspense>
          ) : pdf.isLoading ? (
            <p role="status">Preparando o PDF…</p>
          ) : null}
        </section>
        <div className="flex flex-col gap-4">
          {concluded && content && id && forma === 'particular' ? (
            <SigningRecord testamentId={id} content={content} signing={will.signing} />
          ) : null}
          <SigningInstructions
            forma={forma}
            doacaoOrgaos={Boolean(content?.naoPatrimoniais?.doacaoOrgaos?.trim())}
          />
          {concluded && forma === 'publico' ? <NotarySteps /> : null}
        </div>
      </div>
    </PageShell>
  );
}
