import type { TestamentSummary } from '@legado/contract';
import { FilePlus2, FileText, MessageSquare } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { chatText } from '../messages';
import { DeleteDraftDialog } from './delete-draft-dialog';

const day = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short' });
const moment = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });
const dayOf = (iso: string | null) => (iso ? day.format(new Date(iso)) : '');

function progressText(will: TestamentSummary): string | null {
  if (will.status !== 'draft') return null;
  if (will.progress?.revisao) return chatText.readyForReview;
  if (!will.answered) return chatText.noAnswerYet;
  return will.progress ? chatText.stepOf(will.progress.etapa, will.progress.totalEtapas) : null;
}

/**
 * One will in "Meus testamentos": whose it is, where it stands and what can be done with it. A
 * draft continues or is deleted; a concluded will shows its PDF and can get a new version, until
 * a concluded new version replaces it.
 */
export function WillCard({
  will,
  busy,
  onDelete,
  onNewVersion,
}: {
  will: TestamentSummary;
  busy: boolean;
  onDelete: () => Promise<unknown>;
  onNewVersion: () => void;
}) {
  const titleId = useId();
  const title = will.testator_name ? will.title : chatText.untitledWill;
  const concluded = will.status === 'concluido';
  const replaced = will.replaced_by !== null;
  const status = replaced
    ? chatText.statusReplaced
    : concluded
      ? chatText.statusConcluded
      : chatText.statusDraft;
  const progress = progressText(will);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="mb-1 flex flex-wrap items-center gap-2">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <span
          className={cn(
            'rounded-full px-2 py-0.5 text-sm font-medium',
            concluded && !replaced
              ? 'bg-green-100 text-green-900'
              : replaced
                ? 'bg-slate-200 text-slate-800'
                : 'bg-amber-100 text-amber-950',
          )}
        >
          {status}
        </span>
      </div>
      <ul className="mb-3 text-sm text-muted">
        {progress ? <li className="font-medium text-ink">{progress}</li> : null}
        {will.replaces ? <li>{chatText.newVersionOf(dayOf(will.replaces.finalized_at))}</li> : null}
        {concluded ? <li>{chatText.concludedOn(dayOf(will.finalized_at))}</li> : null}
        {will.replaced_by ? (
          <li className="font-medium text-ink">
            {chatText.replacedBy(dayOf(will.replaced_by.finalized_at))}
          </li>
        ) : null}
        <li>{chatText.lastChange(moment.format(new Date(will.updated_at)))}</li>
      </ul>
      <div className="flex flex-wrap gap-2">
        {concluded ? (
          <>
            <Button asChild variant="secondary" size="sm">
              <Link to={`/pdf-viewer?id=${will.id}`} aria-describedby={titleId}>
                <FileText aria-hidden className="size-4" />
                {chatText.viewPdf}
              </Link>
            </Button>
            {replaced ? null : (
              <Button size="sm" disabled={busy} aria-describedby={titleId} onClick={onNewVersion}>
                <FilePlus2 aria-hidden className="size-4" />
                {chatText.newVersion}
              </Button>
            )}
          </>
        ) : (
          <>
            <Button asChild size="sm">
              <Link to={`/chat?id=${will.id}`} aria-describedby={titleId}>
                <MessageSquare aria-hidden className="size-4" />
                {chatText.continueWill}
              </Link>
            </Button>
            <DeleteDraftDialog title={title} describedBy={titleId} onDelete={onDelete} />
          </>
        )}
      </div>
    </li>
  );
}
