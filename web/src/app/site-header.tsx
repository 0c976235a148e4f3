import { Link } from 'react-router';
import { useAuth } from '@/features/auth/auth-context';
import { useSignOutToHome } from '@/features/auth/use-sign-out-to-home';

// Narrow padding and short labels below `sm`, so the signed-in bar fits a 360 px phone.
const linkClass =
  'rounded px-1.5 py-2 whitespace-nowrap text-brand-700 underline-offset-4 hover:underline sm:px-2';

/** The top bar: the name, and where to go next depending on the session. */
export function SiteHeader() {
  const { user } = useAuth();
  const signOutToHome = useSignOutToHome();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-3 px-4 py-3">
        <Link to="/" className="text-xl font-semibold text-brand-700">
          Legado
        </Link>
        <nav aria-label="Principal" className="flex items-center gap-0.5 text-sm sm:gap-1">
          {user ? (
            <>
              <Link to="/continuar" className={linkClass}>
                <span className="sm:hidden">Testamento</span>
                <span className="hidden sm:inline">Meu testamento</span>
              </Link>
              <Link to="/meus-dados" className={linkClass}>
                Meus dados
              </Link>
              <button type="button" className={linkClass} onClick={() => void signOutToHome()}>
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
