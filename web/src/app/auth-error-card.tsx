import { Card } from '@/components/ui/card';

/** Spec §2: full-page card when the authentication setup is missing or broken. */
export function AuthErrorCard({ message }: { message: string }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 p-4">
      <Card role="alert" className="w-full max-w-md">
        <h1 className="mb-2 text-xl font-semibold text-red-800">Authentication Error</h1>
        <p className="mb-3 text-ink">{message}</p>
        <p className="text-sm text-muted">
          Verifique se o endereço do servidor (PUBLIC_URL) e as chaves de autenticação
          (BETTER_AUTH_SECRET e, para o Google, GOOGLE_CLIENT_ID e GOOGLE_CLIENT_SECRET) estão
          configurados, e se o servidor está no ar.
        </p>
      </Card>
    </main>
  );
}
