import { FilePlus2 } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth/auth-context';
import { useDeleteDraft, useTestaments } from '@/features/chat/api/testaments-api';
import { useChat } from '@/features/chat/chat-context';
import { WillCard } from '@/features/chat/components/will-card';
import { chatText } from '@/features/chat/messages';
import { MY_WILLS_PATH } from '@/features/chat/resume-target';
import { toast } from '@/lib/use-toast';
import { PageShell } from '../page-shell';

/** "Meus testamentos": every will with its stage, and what can be done with each. */
export function MyWillsPage() {
  const { user, isLoading } = useAuth();
  const chat = useChat();
  const wills = useTestaments(Boolean(user));
  const deletion = useDeleteDraft();

  if (!isLoading && !user) {
    return <Navigate to={`/login?redirect=${encodeURIComponent(MY_WILLS_PATH)}`} replace />;
  }

  const remove = async (id: string) => {
    await deletion.mutateAsync(id);
    if (chat.currentTestamentId === id) chat.resetChat();
    toast({ title: chatText.deletedTitle });
  };

  return (
    <PageShell>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{chatText.myWills}</h1>
        <Button asChild>
          <Link to="/chat?new=true">
            <FilePlus2 aria-hidden className="size-5" />
            {chatText.newWill}
          </Link>
        </Button>
      </div>
      <p className="mb-5 max-w-3xl text-muted">{chatText.myWillsIntro}</p>
      {wills.isPending && user ? <p role="status">{chatText.myWillsLoading}</p> : null}
      {wills.isError ? (
        <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
          <p className="mb-3">{chatText.myWillsLoadFailed}</p>
          <Button variant="secondary" size="sm" onClick={() => void wills.refetch()}>
            {chatText.retry}
          </Button>
        </div>
      ) : null}
      {wills.data?.testaments.length === 0 ? <p>{chatText.myWillsEmpty}</p> : null}
      <ul className="grid gap-3 md:grid-cols-2">
        {wills.data?.testaments.map((will) => (
          <WillCard
            key={will.id}
            will={will}
            busy={chat.loading}
            onDelete={() => remove(will.id)}
            onNewVersion={() => void chat.startNewVersion(will.id)}
          />
        ))}
      </ul>
    </PageShell>
  );
}
