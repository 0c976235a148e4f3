import type { RuleResult, TestamentContent } from '@legado/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useChat } from '@/features/chat/chat-context';
import { WillPreview } from '@/features/documents/will-preview';

const severityLabel: Record<RuleResult['severidade'], string> = {
  erro: 'Precisa corrigir',
  alerta: 'Atenção',
  info: 'Para saber',
};

/** The document beside the chat (below it on a phone), its rule results, and the two actions. */
export function PreviewPanel({ className = '' }: { className?: string }) {
  const chat = useChat();
  const [busy, setBusy] = useState<'pdf' | 'confirm' | null>(null);
  const concluded = chat.testamentStatus === 'concluido';
  const content = chat.finalJson as unknown as TestamentContent;
  const results = content.validacoes ?? [];
  return (
    <aside
      aria-label="Prévia do testamento"
      className={`min-h-0 flex-1 overflow-y-auto bg-slate-100 p-3 lg:w-[34rem] lg:flex-none lg:border-l lg:border-slate-200 ${className}`}
    >
      <h2 className="mb-3 text-lg font-semibold">
        {chat.isPreviewTestMode
          ? 'Exemplo de testamento (não é o seu)'
          : 'Prévia do seu testamento'}
      </h2>
      {results.length > 0 ? (
        <ul aria-label="Verificações legais" className="mb-3 flex flex-col gap-2">
          {results.map((result) => (
            <li
              key={`${result.code}-${result.mensagem}`}
              className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm"
            >
              <strong>{severityLabel[result.severidade]}:</strong> {result.mensagem}{' '}
              <span className="text-muted">({result.artigo})</span>
            </li>
          ))}
        </ul>
      ) : null}
      <WillPreview content={content} status={concluded ? 'concluido' : 'draft'} />
      {chat.isPreviewTestMode ? null : (
        <div className="sticky bottom-0 mt-3 flex flex-wrap gap-2 bg-slate-100 py-2">
          <Button
            variant="secondary"
            disabled={busy !== null}
            onClick={() => {
              setBusy('pdf');
              void chat.generatePdf().finally(() => setBusy(null));
            }}
          >
            {busy === 'pdf' ? 'Gerando…' : 'Gerar PDF'}
          </Button>
          {!concluded ? (
            <Button
              disabled={busy !== null}
              onClick={() => {
                setBusy('confirm');
                void chat.saveFinalDocument().finally(() => setBusy(null));
              }}
            >
              {busy === 'confirm' ? 'Confirmando…' : 'Confirmar testamento'}
            </Button>
          ) : null}
        </div>
      )}
    </aside>
  );
}
