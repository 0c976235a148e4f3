import { Link } from 'react-router';
import { PageShell } from '../page-shell';

/** Any unknown address. */
export function NotFoundPage() {
  return (
    <PageShell title="Página não encontrada">
      <p className="mb-4">O endereço que você abriu não existe ou mudou de lugar.</p>
      <Link className="text-brand-700 underline" to="/">
        Voltar para o início
      </Link>
    </PageShell>
  );
}
