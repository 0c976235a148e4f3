import { PageShell } from '../page-shell';

/** Placeholder until its step lands. */
export function ChatPage() {
  return (
    <PageShell title="Meu testamento">
      <p>Aqui você conversa com o assistente para montar seu testamento.</p>
    </PageShell>
  );
}
