import { PageShell } from '../page-shell';

/** Placeholder until its step lands. */
export function PdfViewerPage() {
  return (
    <PageShell title="Seu documento">
      <p>Aqui você vê o PDF do seu testamento.</p>
    </PageShell>
  );
}
