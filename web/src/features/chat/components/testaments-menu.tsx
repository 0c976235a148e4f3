import * as Dialog from '@radix-ui/react-dialog';
import { FilePlus2, FolderOpen, X } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useTestaments } from '../api/testaments-api';
import { chatText } from '../messages';

const dateFormatter = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short' });

/** "Meus testamentos": switch to another will or start a new one. */
export function TestamentsMenu({ currentId }: { currentId: string | null }) {
  const { data, isLoading } = useTestaments(true);
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={chatText.myWills}>
          <FolderOpen aria-hidden className="size-5" />
          <span className="hidden sm:inline">{chatText.myWills}</span>
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[85dvh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl">
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">{chatText.myWills}</Dialog.Title>
            <Dialog.Close asChild>
              <button type="button" aria-label="Fechar" className="rounded p-2 hover:bg-slate-100">
                <X aria-hidden className="size-5" />
              </button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            Escolha um testamento para continuar ou comece um novo.
          </Dialog.Description>
          <Dialog.Close asChild>
            <Button asChild className="mb-4 w-full">
              <Link to="/chat?new=true">
                <FilePlus2 aria-hidden className="size-5" />
                {chatText.newWill}
              </Link>
            </Button>
          </Dialog.Close>
          {isLoading ? <p className="text-muted">Carregando…</p> : null}
          <ul className="flex flex-col gap-2">
            {data?.testaments.map((will) => (
              <li key={will.id}>
                <Dialog.Close asChild>
                  <Link
                    to={`/chat?id=${will.id}`}
                    aria-current={will.id === currentId ? 'page' : undefined}
                    className="block rounded-lg border border-slate-200 p-3 hover:bg-brand-50 aria-[current=page]:border-brand-600"
                  >
                    <span className="block font-medium">{will.title}</span>
                    <span className="text-sm text-muted">
                      {will.status === 'concluido' ? 'Concluído' : 'Rascunho'} · atualizado em{' '}
                      {dateFormatter.format(new Date(will.updated_at))}
                    </span>
                  </Link>
                </Dialog.Close>
              </li>
            ))}
          </ul>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
