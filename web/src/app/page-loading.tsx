/** Shown while a screen's code loads (slow phone connections): never a blank page. */
export function PageLoading() {
  return (
    <div
      role="status"
      className="flex min-h-dvh items-center justify-center bg-slate-50 p-6 text-muted"
    >
      <span
        className="mr-3 inline-block size-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
        aria-hidden
      />
      Carregando…
    </div>
  );
}
