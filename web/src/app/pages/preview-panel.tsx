import { TestamentContentSchema, type RuleResult, type TestamentContent } from '@legado/contract';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useChat } from '@/features/chat/chat-context';
import { FinalizeDialog } from '@/features/chat/components/finalize-dialog';
import { chatText } from '@/features/chat/messages';
import { reviewSections, type ReviewSection } from '@/features/documents/review-sections';
import { SectionReview } from '@/features/documents/section-review';
import { extraCitation } from '@/features/documents/rule-citation';
import { WillPreview } from '@/features/documents/will-preview';
import { focusIsLost } from '@/lib/focus';

const severityLabel: Record<RuleResult['severidade'], string> = {
  erro: 'Precisa corrigir',
  alerta: 'Atenção',
  info: 'Para saber',
};

/**
 * The document beside the chat (below it on a phone), its rule results, and the actions. A
 * document a later change made stale stays visible, marked outdated, and cannot be confirmed
 * (nor printed) until the interview produces the next one; while a turn is under way nothing
 * can be confirmed either, since that turn may be the change.
 */
export function PreviewPanel({
  className = '',
  onChangeSection,
  onNewVersion,
}: {
  className?: string;
  /** "Alterar" on one part of the will (the page sends the chat command and shows the chat). */
  onChangeSection: (section: ReviewSection) => void;
  /** "Criar nova versão" of the confirmed will (the page opens it and moves the focus there). */
  onNewVersion: (concludedId: string) => void;
}) {
  const chat = useChat();
  const [busy, setBusy] = useState(false);
  const concluded = chat.testamentStatus === 'concluido';
  // The actions stay on the screen's bottom edge while the document scrolls: the document keeps
  // that much room at its end and when something in it takes the focus (an "Alterar" reached
  // with Tab would otherwise sit under them).
  const actions = useRef<HTMLDivElement>(null);
  const [actionsHeight, setActionsHeight] = useState(0);
  useLayoutEffect(() => {
    const bar = actions.current;
    if (!bar || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setActionsHeight(bar.offsetHeight));
    observer.observe(bar);
    return () => observer.disconnect();
  }, [chat.isPreviewTestMode]);
  // Once the will is confirmed, the button that had the focus ("Confirmar e travar o texto", in a
  // dialog now gone) no longer exists: the heading of the confirmed document takes the focus.
  const heading = useRef<HTMLHeadingElement>(null);
  const wasConcluded = useRef(concluded);
  useLayoutEffect(() => {
    if (concluded && !wasConcluded.current && focusIsLost()) heading.current?.focus();
    wasConcluded.current = concluded;
  }, [concluded]);
  const outdated = chat.isDocumentOutdated;
  const content = chat.finalJson as unknown as TestamentContent;
  const results = content.validacoes ?? [];
  const blocked = busy || chat.loading || outdated;
  // The parts with their values, while the will can still change (a stored document that no
  // longer parses shows no list rather than breaking the preview).
  const sections = useMemo(() => {
    const parsed = TestamentContentSchema.safeParse(chat.finalJson);
    return parsed.success ? reviewSections(parsed.data) : [];
  }, [chat.finalJson]);
  const showSections = !concluded && !chat.isPreviewTestMode && sections.length > 0;
  return (
    <aside
      aria-label="Prévia do testamento"
      className={`relative min-h-0 flex-1 overflow-y-auto bg-slate-100 p-3 pb-0 lg:w-[34rem] lg:flex-none lg:border-l lg:border-slate-200 ${className}`}
      style={{ scrollPaddingBottom: actionsHeight + 8 }}
    >
      <h2 ref={heading} tabIndex={-1} className="mb-3 text-lg font-semibold">
        {chat.isPreviewTestMode
          ? 'Exemplo de testamento (não é o seu)'
          : outdated
            ? 'Prévia do seu testamento (desatualizada)'
            : 'Prévia do seu testamento'}
      </h2>
      {outdated ? (
        <p
          role="status"
          className="mb-3 rounded-lg border-2 border-amber-500 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <strong className="mr-1 uppercase">{chatText.outdatedLabel}:</strong>
          {chatText.documentOutdated}
        </p>
      ) : null}
      {results.length > 0 && !outdated ? (
        <ul aria-label="Verificações legais" className="mb-3 flex flex-col gap-2">
          {results.map((result) => {
            const citation = extraCitation(result.mensagem, result.artigo);
            return (
              <li
                key={`${result.code}-${result.mensagem}`}
                className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm"
              >
                <strong>{severityLabel[result.severidade]}:</strong> {result.mensagem}
                {citation ? <span className="text-muted"> ({citation})</span> : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {showSections ? (
        <SectionReview
          sections={sections}
          disabled={busy || chat.loading}
          onChange={onChangeSection}
        />
      ) : null}
      <div className={outdated ? 'opacity-60' : undefined}>
        <WillPreview content={content} status={concluded ? 'concluido' : 'draft'} />
      </div>
      {chat.isPreviewTestMode ? (
        <div aria-hidden className="h-3" />
      ) : (
        <div
          ref={actions}
          className="sticky bottom-0 mt-3 flex flex-wrap gap-2 border-t border-slate-200 bg-slate-100 pt-2 pb-[max(0.75rem,env(safe-area-inset-bottom))]"
        >
          {outdated ? (
            <p className="basis-full text-sm text-amber-950">{chatText.outdatedActionsHint}</p>
          ) : null}
          <Button
            variant="secondary"
            disabled={blocked}
            onClick={() => {
              setBusy(true);
              void chat.generatePdf().finally(() => setBusy(false));
            }}
          >
            {busy ? 'Gerando…' : 'Gerar PDF'}
          </Button>
          {concluded && chat.currentTestamentId ? (
            <Button
              disabled={busy || chat.loading}
              onClick={() => onNewVersion(chat.currentTestamentId!)}
            >
              {chatText.newVersion}
            </Button>
          ) : (
            <FinalizeDialog
              forma={content.formalidades?.forma === 'publico' ? 'publico' : 'particular'}
              disabled={blocked}
              onConfirm={chat.saveFinalDocument}
              onFocusAway={() => heading.current?.focus()}
            />
          )}
        </div>
      )}
    </aside>
  );
}
