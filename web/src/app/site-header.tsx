import { Link, useNavigate } from 'react-router';
import { useAuth } from '@/features/auth/auth-context';

const linkClass = 'rounded px-2 py-2 text-brand-700 underline-offset-4 hover:underline';

/** The top bar: the name, and where to go next depending on the session. */
export function SiteHeader() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-3 px-4 py-3">
        <Link to="/" className="text-xl font-semibold text-brand-700">
          Legado
        </Link>
        <nav aria-label="Principal" className="flex items-center gap-1 text-sm">
          {user ? (
            <>
              <Link to="/chat" className={linkClass}>
                Meu testamento
              </Link>
              <button
                type="button"
                className={linkClass}
                onClick={() => {
                  // Spec §4: sign-out clears user and session and goes to /.
                  void signOut().then(() => navigate('/', { replace: true }));
                }}
              >
                Sair
              </button>
            </>
          ) : (
            <Link to="/login" className={linkClass}>
              Entrar
            </Link>
          )}
        </nav>
      </div>
    </header>
  );
}
