import { EXAMPLE_TESTAMENT } from '@legado/contract';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth/auth-context';
import { useChat } from '@/features/chat/chat-context';
import { SigningInstructions } from '@/features/documents/signing-instructions';
import { WillPreview } from '@/features/documents/will-preview';
import { PageShell } from '../page-shell';

/**
 * "Ver um exemplo": the preview in test mode (isPreviewTestMode, our meaning of spec §3), filled
 * with a fictional family's will and labelled as an example everywhere.
 */
export function ExamplePage() {
  const { user } = useAuth();
  const { enterPreviewTestMode, exitPreviewTestMode } = useChat();
  useEffect(() => {
    enterPreviewTestMode(EXAMPLE_TESTAMENT);
    return () => exitPreviewTestMode();
    // The actions are stable for the page's lifetime; run once on entry and once on exit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <PageShell>
      <div
        role="note"
        className="mb-4 rounded-lg border-2 border-dashed border-amber-400 bg-amber-50 p-4 text-amber-950"
      >
        <h1 className="mb-1 text-xl font-semibold">Exemplo de testamento</h1>
        <p>
          Este é um exemplo com uma família fictícia, para você ver como fica o documento. Nenhum
          dado aqui é seu, e ele não tem valor legal.
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <WillPreview content={EXAMPLE_TESTAMENT} status="draft" />
        <div className="flex flex-col gap-4">
          <Button asChild size="lg">
            <Link to={user ? '/chat' : '/login?modo=criar'}>Começar o meu testamento</Link>
          </Button>
          <SigningInstructions forma={EXAMPLE_TESTAMENT.formalidades.forma} />
        </div>
      </div>
    </PageShell>
  );
}
