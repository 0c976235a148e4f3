import { Link } from 'react-router';
import { useAuth } from '@/features/auth/auth-context';

/** The top bar: the name, and where to go next depending on the session. */
export function SiteHeader() {
  const { user } = useAuth();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-3 px-4 py-3">
        <Link to="/" className="text-xl font-semibold text-brand-700">
          Legado
        </Link>
        <nav aria-label="Principal" className="flex items-center gap-2 text-sm">
          {user ? (
            <Link
              to="/chat"
              className="rounded px-2 py-2 text-brand-700 underline-offset-4 hover:underline"
            >
              Meu testamento
            </Link>
          ) : (
            <Link
              to="/login"
              className="rounded px-2 py-2 text-brand-700 underline-offset-4 hover:underline"
            >
              Entrar
            </Link>
          )}
        </nav>
      </div>
    </header>
  );
}
